/*
 * The upload bench's native ceiling: what the server's upload does, done in C with nothing in the way. A child
 * process sends the source file over loopback TCP with sendfile (a client costing as little as one can); the parent
 * receives it into page-aligned 4 MiB buffers, writes them with O_DIRECT (a buffered write for a last partial
 * block), hashes them with OpenSSL's sha256 on a second thread, and syncs the file. Prints the hex digest, which the
 * bench checks against the source's.
 *
 * Usage: upload-ceiling SOURCE TARGET
 */
#define _GNU_SOURCE
#include "loopback.h"
#include <fcntl.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <semaphore.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define BUFFERS 4
#define BUFFER_BYTES (4 << 20)
#define ALIGN 4096

static char *buffers[BUFFERS];
static ssize_t filled[BUFFERS];
static sem_t full, empty;
static unsigned char digest[32];

static void *hash_thread(void *unused) {
  (void)unused;
  EVP_MD_CTX *context = EVP_MD_CTX_new();
  EVP_DigestInit(context, EVP_sha256());
  for (int turn = 0;; turn++) {
    sem_wait(&full);
    ssize_t bytes = filled[turn % BUFFERS];
    if (bytes == 0) break;
    EVP_DigestUpdate(context, buffers[turn % BUFFERS], bytes);
    sem_post(&empty);
  }
  EVP_DigestFinal(context, digest, NULL);
  EVP_MD_CTX_free(context);
  return NULL;
}

static void send_file(int port, const char *source) {
  int file = open(source, O_RDONLY), socket = connect_loopback(port);
  struct stat info;
  if (file < 0 || fstat(file, &info)) die(source);
  for (off_t offset = 0; offset < info.st_size;)
    if (sendfile(socket, file, &offset, info.st_size - offset) <= 0) die("sendfile");
  close(socket);
}

int main(int argc, char **argv) {
  if (argc != 3) return fprintf(stderr, "usage: upload-ceiling SOURCE TARGET\n"), 2;
  int port, listener = listen_loopback(&port);
  pid_t client = fork();
  if (client == 0) return send_file(port, argv[1]), 0;
  int connection = accept(listener, NULL, NULL);
  int direct = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC | O_DIRECT, 0644);
  int buffered = open(argv[2], O_WRONLY | O_CREAT, 0644);
  if (connection < 0 || buffered < 0) die("open");
  for (int i = 0; i < BUFFERS; i++)
    if (posix_memalign((void **)&buffers[i], ALIGN, BUFFER_BYTES)) die("posix_memalign");
  sem_init(&full, 0, 0);
  sem_init(&empty, 0, BUFFERS);
  pthread_t hasher;
  pthread_create(&hasher, NULL, hash_thread, NULL);
  off_t written = 0;
  for (int turn = 0;; turn++) {
    sem_wait(&empty);
    char *buffer = buffers[turn % BUFFERS];
    ssize_t bytes = 0, got;
    while (bytes < BUFFER_BYTES && (got = read(connection, buffer + bytes, BUFFER_BYTES - bytes)) > 0) bytes += got;
    int whole = direct >= 0 && bytes % ALIGN == 0;
    if (bytes > 0 && pwrite(whole ? direct : buffered, buffer, bytes, written) != bytes) die("pwrite");
    written += bytes;
    filled[turn % BUFFERS] = bytes;
    sem_post(&full);
    if (bytes == 0) break;
  }
  pthread_join(hasher, NULL);
  if (fdatasync(buffered)) die("fdatasync");
  waitpid(client, NULL, 0);
  for (int i = 0; i < 32; i++) printf("%02x", digest[i]);
  printf("\n");
  return 0;
}
