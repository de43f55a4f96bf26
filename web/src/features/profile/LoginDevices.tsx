import { devicesByRecency } from '@portfolio/common';
import { DevicesTable, type DeviceRow } from './DevicesTable';
import type { ProfileRecord } from './user-record';

/** The rows of the devices table, the most recently used first. */
export function deviceRows(record: ProfileRecord | undefined): DeviceRow[] {
  return devicesByRecency(record?.devices).map((device) => ({
    deviceType: device.deviceType,
    browser: device.browser,
    os: device.os,
    ip: device.last_sign_location?.ip,
    city: device.last_sign_location?.city,
    country: device.last_sign_location?.country,
    lastUsed: device.lastUsed?.toDate(),
  }));
}

/** "My Login Devices" of the user's live record. */
export function LoginDevices({ record }: { record: ProfileRecord | undefined }) {
  return <DevicesTable devices={deviceRows(record)} />;
}
