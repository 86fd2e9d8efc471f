// Exposes the station driver, a small C library, to Swift.
#import "StationDriver.h"
