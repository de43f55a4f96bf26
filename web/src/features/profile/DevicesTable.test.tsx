import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevicesTable, formatLastUsed } from './DevicesTable';

describe('DevicesTable', () => {
  it('numbers the devices from 1 in list order, with N/A and ? for what is unknown', () => {
    render(
      <DevicesTable
        devices={[
          {
            deviceType: 'mobile',
            browser: 'Mobile Chrome 126',
            os: 'Android 14',
            ip: '203.0.113.9',
            city: 'Dhaka',
            country: 'BD',
            lastUsed: new Date('2026-03-05T14:07:00Z'),
          },
          { deviceType: 'unknown', browser: 'Firefox 140', os: 'Linux' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'mobile',
      'Mobile Chrome 126',
      'Android 14',
      '203.0.113.9',
      'Dhaka, BD',
      formatLastUsed(new Date('2026-03-05T14:07:00Z')),
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'unknown', 'Firefox 140', 'Linux', 'N/A', '?, ?', '?']);
  });

  it('shows the column headings of the spec', () => {
    render(<DevicesTable devices={[{ deviceType: 'unknown', browser: 'Unknown', os: 'Unknown' }]} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#',
      'Device',
      'Browser',
      'OS',
      'IP',
      'Location',
      'Last Used',
    ]);
  });

  it('puts the table in a named region that a keyboard can focus to scroll it sideways', () => {
    render(<DevicesTable devices={[{ deviceType: 'unknown', browser: 'Unknown', os: 'Unknown' }]} />);
    const region = screen.getByRole('region', { name: 'My Login Devices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('says so when there is no device', () => {
    render(<DevicesTable devices={[]} />);
    expect(screen.getByText('No login devices found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('formats Last Used in en-GB, medium date and short time', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(formatLastUsed(date)).toBe('5 Mar 2026, 14:07');
  });
});
