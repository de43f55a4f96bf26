import { dayAndTimeFormat, formatCount } from '@/lib/local-format';
import { accountTexts } from '@/config/account-texts';
import { profileTexts as T } from '@/config/profile-texts';

export interface DeviceRow {
  deviceType: string;
  browser: string;
  os: string;
  ip?: string;
  city?: string;
  country?: string;
  lastUsed?: Date;
}

/** Last Used as a medium date and a short time: en-GB's on an English page, the page's language's on another. */
export function formatLastUsed(date: Date | undefined): string {
  return date ? dayAndTimeFormat.format(date) : T.unknown;
}

/** "My Login Devices": in list order, numbered from 1; N/A for an unknown IP, ? for an unknown place. */
export function DevicesTable({ devices }: { devices: DeviceRow[] }) {
  return (
    <section className="profile-devices">
      <h2 id="devices-title">{T.devicesTitle}</h2>
      {devices.length === 0 ? (
        <p>{accountTexts.noDevices}</p>
      ) : (
        // Scrolls sideways on small screens: focusable and named, so that a keyboard can scroll it too.
        <div className="table-scroll" role="region" aria-labelledby="devices-title" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{T.devices.device}</th>
                <th scope="col">{T.devices.browser}</th>
                <th scope="col">{T.devices.os}</th>
                <th scope="col">{T.devices.ip}</th>
                <th scope="col">{T.devices.location}</th>
                <th scope="col">{T.devices.lastUsed}</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device, index) => (
                <tr key={`${device.deviceType}|${device.browser}|${device.os}`}>
                  <td>{formatCount(index + 1)}</td>
                  <td>{device.deviceType}</td>
                  <td>{device.browser}</td>
                  <td>{device.os}</td>
                  <td>{device.ip || T.noIp}</td>
                  <td>
                    {device.city || T.unknown}, {device.country || T.unknown}
                  </td>
                  <td>{formatLastUsed(device.lastUsed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
