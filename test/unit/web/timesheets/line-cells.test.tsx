import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinesHead, LineWhenCells } from '@/features/timesheets/period-view';

/* The head and the first cells every list of a timesheet's lines shares (entries, approval). */

describe('A timesheet line', () => {
  it('reads its day, times and description on the booking page’s clock, under named columns', () => {
    render(
      <table>
        <LinesHead
          columns={[{ label: 'Date' }, { label: 'Time' }, { label: 'Description' }]}
          actions
        />
        <tbody>
          <tr>
            <LineWhenCells
              line={{
                startTime: '2026-03-02T09:00:00Z',
                endTime: '2026-03-02T10:30:00Z',
                description: 'Risk review',
              }}
              timeZone="Europe/London"
            />
          </tr>
        </tbody>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Time', 'Description', 'Actions']);
    const [day, time, description] = screen.getAllByRole('cell');
    expect(within(day!).getByText('Date')).toBeDefined();
    expect(time!.textContent).toBe('Time09:00–10:30');
    expect(description!.textContent).toBe('DescriptionRisk review');
  });
});
