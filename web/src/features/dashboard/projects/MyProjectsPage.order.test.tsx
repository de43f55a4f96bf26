import type { Project } from '@portfolio/common';
import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardTexts } from '@/config/dashboard-texts';
import { ApiRequestError } from '@/lib/api-client';
import { saveProjectOrder } from '@/features/dashboard/api/project-requests';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { sampleProject } from '@/features/dashboard/test-fixtures';
import { MyProjectsPage } from './MyProjectsPage';

vi.mock('@/lib/alerts', () => ({
  alertSuccess: vi.fn(),
  alertError: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('@/features/dashboard/api/project-requests', () => ({ saveProjectOrder: vi.fn() }));
vi.mock('@/features/dashboard/data/live-projects', () => ({ useDashboardProjects: vi.fn() }));

const shopfront = sampleProject({ _id: 'shop', title: 'Shopfront', priority: 1 });
const tracker = sampleProject({ _id: 'fit', title: 'Fit Tracker', priority: 2 });
const weather = sampleProject({ _id: 'weather', title: 'Weather Board', priority: 3, published: false });

/** What Firestore reports: the stored order, changed by `live(...)` as a snapshot would. */
let stored: Project[];
function live(...projects: Project[]) {
  stored = projects.map((project, index) => ({ ...project, priority: index + 1 }));
}

function renderPage() {
  return render(
    <MemoryRouter>
      <MyProjectsPage />
    </MemoryRouter>,
  );
}

const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/Draft$/, ''));
const priorities = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
/** The polite live region the moves are announced in. */
const announcer = () => document.querySelector('[aria-live="polite"]');
const moveButton = (title: string, direction: 'up' | 'down') =>
  screen.getByRole('button', { name: `Move ${title} ${direction}` });

beforeEach(() => {
  vi.clearAllMocks();
  live(shopfront, tracker, weather);
  vi.mocked(useDashboardProjects).mockImplementation(() => ({ status: 'success', data: stored }));
});

describe('ordering the projects', () => {
  it('offers Move up and Move down on each row, but not past either end', () => {
    renderPage();
    expect(moveButton('Shopfront', 'up')).toBeDisabled();
    expect(moveButton('Shopfront', 'down')).toBeEnabled();
    expect(moveButton('Fit Tracker', 'up')).toBeEnabled();
    expect(moveButton('Weather Board', 'down')).toBeDisabled();
    expect(screen.getByText(dashboardTexts.orderHint)).toBeVisible();
  });

  it('Move down shows the new order at once, saves the whole order, keeps the focus and announces it', async () => {
    let finishSave = () => {};
    vi.mocked(saveProjectOrder).mockReturnValue(new Promise<void>((resolve) => (finishSave = resolve)));
    const { rerender } = renderPage();
    moveButton('Shopfront', 'down').focus();
    fireEvent.click(moveButton('Shopfront', 'down'));

    expect(titles()).toEqual(['Fit Tracker', 'Shopfront', 'Weather Board']);
    expect(priorities()).toEqual(['1', '2', '3']);
    expect(moveButton('Shopfront', 'down')).toHaveFocus();
    expect(announcer()).toHaveTextContent('Shopfront moved to position 2 of 3');
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalledWith(['fit', 'shop', 'weather']));

    // Firestore reports the new order; the save's answer comes after: the order never flickers back.
    live(tracker, shopfront, weather);
    rerender(
      <MemoryRouter>
        <MyProjectsPage />
      </MemoryRouter>,
    );
    await act(async () => finishSave());
    expect(titles()).toEqual(['Fit Tracker', 'Shopfront', 'Weather Board']);
  });

  it('moving to the top leaves the focus on the row’s Move down button', async () => {
    vi.mocked(saveProjectOrder).mockResolvedValue();
    renderPage();
    fireEvent.click(moveButton('Fit Tracker', 'up'));
    expect(titles()).toEqual(['Fit Tracker', 'Shopfront', 'Weather Board']);
    expect(moveButton('Fit Tracker', 'up')).toBeDisabled();
    expect(moveButton('Fit Tracker', 'down')).toHaveFocus();
    expect(announcer()).toHaveTextContent('Fit Tracker moved to position 1 of 3');
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalledWith(['fit', 'shop', 'weather']));
  });

  it('saves moves one after the other, sending only the latest of those made meanwhile', async () => {
    const saves: (() => void)[] = [];
    vi.mocked(saveProjectOrder).mockImplementation(() => new Promise<void>((resolve) => saves.push(resolve)));
    renderPage();
    fireEvent.click(moveButton('Shopfront', 'down'));
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalledTimes(1));
    fireEvent.click(moveButton('Shopfront', 'down'));
    fireEvent.click(moveButton('Fit Tracker', 'down'));
    expect(titles()).toEqual(['Weather Board', 'Fit Tracker', 'Shopfront']);
    await act(async () => saves[0]?.());
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalledTimes(2));
    await act(async () => saves[1]?.());
    expect(vi.mocked(saveProjectOrder).mock.calls.map(([ids]) => ids)).toEqual([
      ['fit', 'shop', 'weather'],
      ['weather', 'fit', 'shop'],
    ]);
  });

  it('a failed save brings the stored order back and says so', async () => {
    vi.mocked(saveProjectOrder).mockRejectedValue(new ApiRequestError(409, 'conflict', 'changed'));
    renderPage();
    fireEvent.click(moveButton('Weather Board', 'up'));
    expect(titles()).toEqual(['Shopfront', 'Weather Board', 'Fit Tracker']);
    await waitFor(() => expect(announcer()).toHaveTextContent(dashboardTexts.orderFailed));
    expect(titles()).toEqual(['Shopfront', 'Fit Tracker', 'Weather Board']);
  });

  it('after the save, a newer order from Firestore (someone else’s) wins over the one shown', async () => {
    vi.mocked(saveProjectOrder).mockResolvedValue();
    const { rerender } = renderPage();
    fireEvent.click(moveButton('Shopfront', 'down'));
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalled());
    await act(async () => {});
    expect(titles()).toEqual(['Fit Tracker', 'Shopfront', 'Weather Board']);

    live(weather, shopfront, tracker);
    rerender(
      <MemoryRouter>
        <MyProjectsPage />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(['Weather Board', 'Shopfront', 'Fit Tracker']);
  });

  it('drag and drop moves a row to where it is dropped', async () => {
    vi.mocked(saveProjectOrder).mockResolvedValue();
    renderPage();
    const rows = () => screen.getAllByRole('row').slice(1);
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent(rows()[2]!, Object.assign(createEvent.dragStart(rows()[2]!), { dataTransfer }));
    const over = Object.assign(createEvent.dragOver(rows()[0]!), { dataTransfer });
    fireEvent(rows()[0]!, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent(rows()[0]!, Object.assign(createEvent.drop(rows()[0]!), { dataTransfer }));
    expect(titles()).toEqual(['Weather Board', 'Shopfront', 'Fit Tracker']);
    expect(announcer()).toHaveTextContent('Weather Board moved to position 1 of 3');
    await waitFor(() => expect(saveProjectOrder).toHaveBeenCalledWith(['weather', 'shop', 'fit']));
  });

  it('renders each row once: one set of accessible names per project', () => {
    renderPage();
    expect(screen.getAllByRole('link', { name: 'Edit Shopfront' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Move Shopfront down' })).toHaveLength(1);
  });
});
