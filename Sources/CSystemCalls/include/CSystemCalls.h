#ifndef KEYBOARDCHAT_C_SYSTEM_CALLS_H
#define KEYBOARDCHAT_C_SYSTEM_CALLS_H

/* renameat2(2): glibc has had it since 2.28, but declares it only with _GNU_SOURCE, which
   Swift's Glibc module is not built with. The declaration matches glibc's <stdio.h>. */
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/* Its flags, from <linux/fs.h> (not a header every system installs). */
#define KEYBOARDCHAT_RENAME_NOREPLACE 1u
#define KEYBOARDCHAT_RENAME_EXCHANGE 2u

#endif
