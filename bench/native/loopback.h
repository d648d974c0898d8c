/*
 * Shared by the native ceilings: a listening TCP socket on 127.0.0.1 (a port the kernel picks) and a connection to
 * it, so that bytes cross loopback TCP as they do between the bench's client and the server.
 */
#pragma once
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>

static void die(const char *what) {
  perror(what);
  exit(1);
}

/* Listens on 127.0.0.1; writes the port chosen into *port. */
static int listen_loopback(int *port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t length = sizeof address;
  if (fd < 0 || bind(fd, (struct sockaddr *)&address, sizeof address) || listen(fd, 1)) die("listen");
  if (getsockname(fd, (struct sockaddr *)&address, &length)) die("getsockname");
  *port = ntohs(address.sin_port);
  return fd;
}

static int connect_loopback(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = {
      .sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address)) die("connect");
  return fd;
}
