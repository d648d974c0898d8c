/*
 * The zip bench's native ceiling: the files' bytes alone (no zip records, no CRC) sent over loopback TCP with
 * sendfile, which copies from the page cache to the socket without passing through the program, and read by a
 * child process into a 4 MiB buffer: an upper bound for any zip download of the same files on this machine. Prints
 * the bytes the reader received, which the bench checks against the files' total.
 *
 * Usage: zip-ceiling LIST   (LIST: a file with one path per line)
 */
#define _GNU_SOURCE
#include "loopback.h"
#include <fcntl.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static void read_all(int port) {
  int socket = connect_loopback(port);
  static char buffer[4 << 20];
  long long total = 0;
  ssize_t got;
  while ((got = read(socket, buffer, sizeof buffer)) > 0) total += got;
  if (got < 0) die("read");
  printf("%lld\n", total);
}

int main(int argc, char **argv) {
  if (argc != 2) return fprintf(stderr, "usage: zip-ceiling LIST\n"), 2;
  FILE *list = fopen(argv[1], "r");
  if (!list) die(argv[1]);
  int port, listener = listen_loopback(&port);
  pid_t reader = fork();
  if (reader == 0) return read_all(port), 0;
  int connection = accept(listener, NULL, NULL);
  if (connection < 0) die("accept");
  char path[4096];
  while (fgets(path, sizeof path, list)) {
    path[strcspn(path, "\n")] = 0;
    int file = open(path, O_RDONLY);
    struct stat info;
    if (file < 0 || fstat(file, &info)) die(path);
    for (off_t offset = 0; offset < info.st_size;)
      if (sendfile(connection, file, &offset, info.st_size - offset) <= 0) die("sendfile");
    close(file);
  }
  close(connection);
  int status;
  waitpid(reader, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
