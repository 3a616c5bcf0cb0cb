#ifndef KEYBOARDCHAT_C_SYSTEM_CALLS_H
#define KEYBOARDCHAT_C_SYSTEM_CALLS_H

/* renameat2(2): glibc has had it since 2.28, but declares it only with _GNU_SOURCE, which
   Swift's Glibc module is not built with. The declaration matches glibc's <stdio.h>. */
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/* Its flags, from <linux/fs.h> (not a header every system installs). */
#define KEYBOARDCHAT_RENAME_NOREPLACE 1u
#define KEYBOARDCHAT_RENAME_EXCHANGE 2u

/* Also glibc's, also declared only with _GNU_SOURCE; the tests' child processes need them.
   pipe2(2) makes both ends close-on-exec at once, so no other thread's child inherits them;
   the two spawn file actions (glibc 2.29 and 2.34) set the child's working directory and
   close every descriptor from a number up. The declarations match glibc's <unistd.h> and
   <spawn.h>. */
#include <spawn.h>
int pipe2(int pipedes[2], int flags);
int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *restrict actions, const char *restrict path);
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/* mallinfo2(3) (glibc 2.33): the heap in use, which the benchmarks' memory figures read.
   Swift's Glibc module does not include <malloc.h>. */
#include <malloc.h>

/* SIGINT and SIGTERM noted as they arrive, for work that runs where GLib's main loop cannot
   dispatch them (a GIF's last pass runs inside the window's "destroy"). The handler only
   records the first signal and then runs the handler it replaced (GLib's), so the main loop
   still sees the signal; a signal that had its default action still ends the process. Call the
   watch after GLib's signal sources are added; a second call does nothing. */
void keyboardchat_watch_termination_signals(void);
/* The first SIGINT or SIGTERM since the watch began, or 0. */
int keyboardchat_termination_signal(void);

#endif
