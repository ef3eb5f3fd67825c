#define _GNU_SOURCE
#include "CGraphics.h"
#include "DecoderProtocol.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// poppler, librsvg and libjpeg-turbo read files TableSnap did not make, and
// any of them can abort, panic or run away on a crafted one. Each file is
// therefore decoded in a process of its own, started from this program's own
// file (see DecoderProcess.c), under limits of processor time, address space
// and answer size, and waited for no longer than its wall time. Whatever
// happens to that process ends here as a status for the one image; this
// process goes on.
//
// The file goes to the decoder, and its answer comes back, through memory
// files rather than pipes: neither side can block the other, and the answer
// is read by mapping it, once the decoder has ended.

extern char **environ;

static void fail(tablesnap_decode_answer *answer, tablesnap_decode_status status, const char *what) {
    answer->status = status;
    snprintf(answer->message, sizeof answer->message, "%s: %s", what, strerror(errno));
}

static int memory_file(const char *name, const unsigned char *data, size_t count) {
    int descriptor = memfd_create(name, MFD_CLOEXEC);
    if (descriptor < 0) return -1;
    size_t done = 0;
    while (done < count) {
        ssize_t written = write(descriptor, data + done, count - done);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) {
            close(descriptor);
            return -1;
        }
        done += (size_t)written;
    }
    if (lseek(descriptor, 0, SEEK_SET) != 0) {
        close(descriptor);
        return -1;
    }
    return descriptor;
}

// This program's environment with the decoder's variable added, and Swift's
// crash backtracer (which the Swift runtime would start in the decoder when
// a library aborts, taking seconds to describe a crash that is expected) off.
static char **decoder_environment(void) {
    static const char backtrace[] = "SWIFT_BACKTRACE=";
    size_t count = 0;
    while (environ && environ[count]) count++;
    char **environment = calloc(count + 3, sizeof *environment);
    if (!environment) return NULL;
    size_t kept = 0;
    for (size_t index = 0; index < count; index++) {
        if (strncmp(environ[index], backtrace, sizeof backtrace - 1) != 0) environment[kept++] = environ[index];
    }
    environment[kept++] = TABLESNAP_DECODER_VARIABLE "=1";
    environment[kept] = "SWIFT_BACKTRACE=enable=no";
    return environment;
}

static int start(pid_t *process, int input, int output, char *const *arguments) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input, 0);
    posix_spawn_file_actions_adddup2(&actions, output, 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    posix_spawnattr_init(&attributes);
    // This program blocks the signals its interruption thread waits for, and
    // may ignore others: the decoder starts with every signal at its default.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    char **environment = decoder_environment();
    int status = environment ? posix_spawn(process, "/proc/self/exe", &actions, &attributes, arguments, environment) : ENOMEM;
    free(environment);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return status;
}

static long long now_milliseconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (long long)time.tv_sec * 1000 + time.tv_nsec / 1000000;
}

// Waits for the decoder to end, killing it at the deadline; returns its wait
// status, and sets `killed` when the deadline ended it.
static int wait_for(pid_t process, int wall_milliseconds, int *killed) {
    int watch = (int)syscall(SYS_pidfd_open, process, 0);
    long long deadline = now_milliseconds() + wall_milliseconds;
    int status = 0;
    *killed = 0;
    for (;;) {
        pid_t ended = waitpid(process, &status, WNOHANG);
        if (ended == process || (ended < 0 && errno != EINTR)) break;
        long long left = deadline - now_milliseconds();
        if (left <= 0) {
            kill(process, SIGKILL);
            while (waitpid(process, &status, 0) < 0 && errno == EINTR) {}
            *killed = 1;
            break;
        }
        // Without pidfd_open (Linux before 5.3) the wait is polled.
        if (watch >= 0) {
            struct pollfd end = {.fd = watch, .events = POLLIN};
            poll(&end, 1, (int)(left < 1000 ? left : 1000));
        } else {
            struct timespec step = {0, 1000000};
            nanosleep(&step, NULL);
        }
    }
    if (watch >= 0) close(watch);
    return status;
}

static void read_answer(int output, tablesnap_decode_answer *answer) {
    struct stat status;
    if (fstat(output, &status) != 0 || (size_t)status.st_size < sizeof(tablesnap_decoder_header)) {
        answer->status = TABLESNAP_DECODE_STOPPED;
        snprintf(answer->message, sizeof answer->message, "it ended without an answer");
        return;
    }
    void *mapping = mmap(NULL, (size_t)status.st_size, PROT_READ, MAP_PRIVATE, output, 0);
    if (mapping == MAP_FAILED) return fail(answer, TABLESNAP_DECODE_UNAVAILABLE, "its answer could not be read");
    tablesnap_decoder_header header;
    memcpy(&header, mapping, sizeof header);
    size_t room = (size_t)status.st_size - sizeof header;
    if (memcmp(header.magic, TABLESNAP_DECODER_MAGIC, sizeof header.magic) != 0 || header.count > room
        || header.status < TABLESNAP_DECODED || header.status > TABLESNAP_DECODE_UNAVAILABLE) {
        munmap(mapping, (size_t)status.st_size);
        answer->status = TABLESNAP_DECODE_STOPPED;
        snprintf(answer->message, sizeof answer->message, "its answer is malformed");
        return;
    }
    tablesnap_answer_from_header(&header, answer);
    answer->mapping = mapping;
    answer->mapping_size = (size_t)status.st_size;
    answer->bytes = (const unsigned char *)mapping + sizeof header;
    answer->count = header.count;
}

static void judge(int status, int killed, int output, tablesnap_decode_answer *answer) {
    if (killed) {
        answer->status = TABLESNAP_DECODE_OVER_WAIT;
    } else if (WIFSIGNALED(status)) {
        answer->signal = WTERMSIG(status);
        answer->status = answer->signal == SIGXCPU   ? TABLESNAP_DECODE_OVER_TIME
                       : answer->signal == SIGXFSZ ? TABLESNAP_DECODE_OVER_ANSWER
                                                   : TABLESNAP_DECODE_STOPPED;
    } else if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        read_answer(output, answer);
    } else {
        answer->status = TABLESNAP_DECODE_STOPPED;
        snprintf(answer->message, sizeof answer->message, "it exited with status %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
}

void tablesnap_decode_contained(tablesnap_decoder_kind kind, const unsigned char *data, size_t count,
                                const tablesnap_decoder_limits *limits, tablesnap_decode_answer *answer) {
    memset(answer, 0, sizeof *answer);
    int input = memory_file("tablesnap-decoder-file", data, count);
    if (input < 0) return fail(answer, TABLESNAP_DECODE_UNAVAILABLE, "the file could not be handed to the decoder");
    int output = memfd_create("tablesnap-decoder-answer", MFD_CLOEXEC);
    if (output < 0) {
        close(input);
        return fail(answer, TABLESNAP_DECODE_UNAVAILABLE, "the decoder's answer could not be prepared");
    }
    char numbers[6][24];
    long long values[6] = {kind, limits->cpu_seconds, limits->memory_bytes, limits->answer_bytes, limits->maximum_pixels, limits->maximum_side};
    char *arguments[TABLESNAP_DECODER_ARGUMENT_COUNT + 1] = {"tablesnap-decoder", TABLESNAP_DECODER_ARGUMENT};
    for (int index = 0; index < 6; index++) {
        snprintf(numbers[index], sizeof numbers[index], "%lld", values[index]);
        arguments[2 + index] = numbers[index];
    }
    pid_t process;
    int failure = start(&process, input, output, arguments);
    close(input);
    if (failure != 0) {
        errno = failure;
        close(output);
        return fail(answer, TABLESNAP_DECODE_UNAVAILABLE, "the decoder process could not be started");
    }
    int killed;
    int status = wait_for(process, limits->wall_milliseconds, &killed);
    judge(status, killed, output, answer);
    close(output);
}

void tablesnap_decode_answer_free(tablesnap_decode_answer *answer) {
    if (answer->mapping) munmap(answer->mapping, answer->mapping_size);
    free(answer->allocation);
    answer->mapping = NULL;
    answer->allocation = NULL;
    answer->bytes = NULL;
    answer->count = 0;
}
