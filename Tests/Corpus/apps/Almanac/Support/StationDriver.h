#ifndef STATION_DRIVER_H
#define STATION_DRIVER_H

#include <stdint.h>

#define STATION_MAX_CHANNELS 8

/// One reading of a station's sensor, in SI units.
typedef struct {
    double celsius;
    double pascals;
    int32_t channel;
} StationReading;

typedef enum {
    StationStatusIdle,
    StationStatusSampling,
    StationStatusFault
} StationStatus;

/// Reads the latest value of a channel.
StationReading station_read(int32_t channel);

/// The name the vendor gives the driver.
extern const char *StationDriverName;

#endif
