/* The target's header, and the one handler of its own: the termination signals' watch. */
#include "CSystemCalls.h"

#include <signal.h>
#include <stddef.h>

static volatile sig_atomic_t received_signal = 0;
static int watched_signals[] = {SIGINT, SIGTERM};
static struct sigaction replaced_actions[2];
static int is_watching = 0;

static void note_termination_signal(int signal_number, siginfo_t *info, void *context) {
    if (received_signal == 0) received_signal = signal_number;
    for (size_t index = 0; index < 2; index++) {
        if (watched_signals[index] != signal_number) continue;
        struct sigaction *replaced = &replaced_actions[index];
        if (replaced->sa_flags & SA_SIGINFO) {
            replaced->sa_sigaction(signal_number, info, context);
        } else if (replaced->sa_handler == SIG_DFL) {
            /* Nothing else listened: the default action, which ends the process. */
            sigaction(signal_number, replaced, NULL);
            raise(signal_number);
        } else if (replaced->sa_handler != SIG_IGN) {
            replaced->sa_handler(signal_number);
        }
    }
}

void keyboardchat_watch_termination_signals(void) {
    if (is_watching) return;
    is_watching = 1;
    for (size_t index = 0; index < 2; index++) {
        sigaction(watched_signals[index], NULL, &replaced_actions[index]);
        struct sigaction action = replaced_actions[index];
        action.sa_sigaction = note_termination_signal;
        action.sa_flags = (replaced_actions[index].sa_flags & ~SA_RESETHAND) | SA_SIGINFO;
        sigaction(watched_signals[index], &action, NULL);
    }
}

int keyboardchat_termination_signal(void) {
    return received_signal;
}
