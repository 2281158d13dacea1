// The epoll interface (Linux), for HTTPServer's event loops.
//
// Swift's Glibc module does not include <sys/epoll.h>, so this header does; HTTPServer's Platform enum is the
// only code that calls these functions. On other systems (Darwin uses kqueue from its own module) it declares
// nothing.
#ifndef CEPOLL_H
#define CEPOLL_H

#if defined(__linux__)
#include <sys/epoll.h>
#endif

#endif
