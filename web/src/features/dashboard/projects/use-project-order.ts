import type { Project } from '@portfolio/common';
import { useRef, useState } from 'react';
import { dashboardTexts, projectMovedText } from '@/config/dashboard-texts';
import { saveProjectOrder } from '@/features/dashboard/api/project-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';

/** An order shown before Firestore reports it: the ids, and how many of its saves are still under way. */
interface PendingOrder {
  ids: string[];
  saving: number;
}

export interface ProjectOrder {
  /** The projects as the owner should see them: the pending order if there is one, with priorities 1..n. */
  projects: Project[];
  /** Moves a project from one position (0-based) to another and saves the whole new order. */
  move: (from: number, to: number) => void;
  /** The last move or failure, for the polite live region. */
  announcement: { text: string; failed: boolean } | undefined;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The live projects in a pending order; projects it does not name (added meanwhile) keep their place at the end. */
function inOrder(projects: Project[], ids: readonly string[]): Project[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...projects]
    .sort((a, b) => (position.get(a._id) ?? Infinity) - (position.get(b._id) ?? Infinity))
    .map((project, index) => ({ ...project, priority: index + 1 }));
}

/**
 * The dashboard's ordering: a move shows at once, its save goes out after the one under way (so the last move is
 * the last order stored; orders overtaken meanwhile are not sent), and the pending order gives way to the live list once Firestore reports it. A failed save
 * brings back the stored order and says so; moves queued behind it are dropped.
 */
export function useProjectOrder(live: Project[]): ProjectOrder {
  const [pending, setPending] = useState<PendingOrder>();
  const [announcement, setAnnouncement] = useState<ProjectOrder['announcement']>();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  const latestIds = useRef<string[]>([]);

  const [seenLive, setSeenLive] = useState(live);
  const liveChanged = live !== seenLive;
  if (liveChanged) setSeenLive(live);
  // Once every save is done, the live list is the truth again: when it shows their order, or when Firestore reports
  // anything newer (the saved order, or someone else's change made since).
  const liveIds = live.map((project) => project._id);
  if (pending && pending.saving === 0 && (liveChanged || sameOrder(liveIds, pending.ids))) {
    setPending(undefined);
  }

  const projects = pending ? inOrder(live, pending.ids) : live;

  function move(from: number, to: number) {
    const moved = projects[from];
    if (!moved || to < 0 || to >= projects.length || from === to) return;
    const ids = projects.map((project) => project._id);
    ids.splice(from, 1);
    ids.splice(to, 0, moved._id);
    setPending((current) => ({ ids, saving: (current?.saving ?? 0) + 1 }));
    setAnnouncement({ text: projectMovedText(moved.title, to + 1, ids.length), failed: false });

    const saveGeneration = generation.current;
    latestIds.current = ids;
    queue.current = queue.current.then(async () => {
      if (saveGeneration !== generation.current) return;
      if (ids !== latestIds.current) {
        // A later move is queued behind this one and sends the whole order anyway.
        setPending((current) => current && { ...current, saving: current.saving - 1 });
        return;
      }
      try {
        await saveProjectOrder(ids);
        setPending((current) => current && { ...current, saving: current.saving - 1 });
      } catch (error) {
        generation.current += 1;
        setPending(undefined);
        // A refused session has already signed the owner out, with its own message.
        if (!isSessionRefusal(error)) setAnnouncement({ text: dashboardTexts.orderFailed, failed: true });
      }
    });
  }

  return { projects, move, announcement };
}
