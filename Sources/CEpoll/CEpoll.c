// Intentionally empty: the target exists for its header (include/CEpoll.h); SwiftPM needs one source file.
#include "CEpoll.h"
