import { describe, expect, it } from 'vitest';
import { isCovered, needsCompositeIndex, queriesInSource, type IndexFile } from './firestore-queries';

const ADMIN_SDK_SOURCE = `
export async function listProjects(options: { category?: string; includeDrafts?: boolean }) {
  let query = projectsCollection().orderBy('priority', 'asc').orderBy('createdAt', 'desc');
  if (!options.includeDrafts) query = query.where('published', '==', true);
  if (options.category) query = query.where('category', '==', options.category);
  return query.get();
}
export async function newest() {
  return db.collection(COLLECTIONS.messages).orderBy('createdAt', 'desc').get();
}`;

const WEB_SOURCE = `
const byPriority = query(collection(firestore, COLLECTIONS.projects), where('category', '==', 'web'), orderBy('priority'));`;

const index = (collectionGroup: string, ...fields: [string, 'ASCENDING' | 'DESCENDING'][]) => ({
  collectionGroup,
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

describe('queriesInSource', () => {
  it('counts every combination of the steps a function adds under an if', () => {
    const shapes = queriesInSource('projects.ts', ADMIN_SDK_SOURCE);
    const listed = shapes.filter((shape) => shape.collection === 'projects');
    expect(listed.map((shape) => shape.equalities)).toEqual([
      [],
      ['published'],
      ['category'],
      ['published', 'category'],
    ]);
    expect(listed[0]?.orderBy).toEqual([
      { field: 'priority', direction: 'ASCENDING' },
      { field: 'createdAt', direction: 'DESCENDING' },
    ]);
    expect(shapes.find((shape) => shape.collection === 'messages')).toMatchObject({ at: 'projects.ts:9' });
  });

  it("reads the modular SDK's query(collection(…), where(…), orderBy(…))", () => {
    expect(queriesInSource('live.ts', WEB_SOURCE)).toEqual([
      {
        collection: 'projects',
        equalities: ['category'],
        orderBy: [{ field: 'priority', direction: 'ASCENDING' }],
        at: 'live.ts:2',
      },
    ]);
  });
});

describe('needsCompositeIndex and isCovered', () => {
  const shape = (equalities: string[], ...orderBy: [string, 'ASCENDING' | 'DESCENDING'][]) => ({
    collection: 'projects',
    equalities,
    orderBy: orderBy.map(([field, direction]) => ({ field, direction })),
    at: 'x.ts:1',
  });

  it('one order, or equalities alone, run on the automatic indexes', () => {
    expect(needsCompositeIndex(shape([], ['createdAt', 'DESCENDING']))).toBe(false);
    expect(needsCompositeIndex(shape(['published', 'category']))).toBe(false);
    expect(needsCompositeIndex(shape(['published'], ['priority', 'ASCENDING']))).toBe(true);
    expect(needsCompositeIndex(shape([], ['priority', 'ASCENDING'], ['createdAt', 'DESCENDING']))).toBe(true);
  });

  it('wants the equality fields first (any order), then the orders with their directions (or all reversed)', () => {
    const file: IndexFile = {
      indexes: [
        index('projects', ['category', 'ASCENDING'], ['published', 'ASCENDING'], ['priority', 'ASCENDING']),
      ],
    };
    expect(isCovered(shape(['published', 'category'], ['priority', 'ASCENDING']), file)).toBe(true);
    expect(isCovered(shape(['published', 'category'], ['priority', 'DESCENDING']), file)).toBe(true);
    expect(isCovered(shape(['published'], ['priority', 'ASCENDING']), file)).toBe(false);
    expect(
      isCovered({ ...shape(['published', 'category'], ['priority', 'ASCENDING']), collection: 'x' }, file),
    ).toBe(false);
  });
});
