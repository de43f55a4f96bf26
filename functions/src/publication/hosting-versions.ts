// The versions a publication makes: cloned from the live one without the paths it no longer publishes, finalized,
// and deleted when they are not released. A clone that outlives its wait is remembered, and its version deleted
// once it turns up.
import { escapeRegExp } from '@portfolio/common';
import { resourceId, versionName } from './hosting-names';
import { HostingApiError, type HostingRequester } from './hosting-requests';

interface Operation {
  name: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: { name?: string };
}

/** A clone filter that matches exactly this path (Hosting's filters are RE2 regular expressions). */
export function exactPathPattern(path: string): string {
  return `^${escapeRegExp(path)}$`;
}

export interface VersionsOptions {
  /** `{origin}/v1beta1`. */
  api: string;
  site: () => Promise<string>;
  pollIntervalMs: number;
  cloneTimeoutMs: number;
}

export function hostingVersions(request: HostingRequester, options: VersionsOptions) {
  const { api, pollIntervalMs, cloneTimeoutMs } = options;
  /** Operations of clones that timed out: their versions are deleted when they are done. */
  const timedOut = new Set<string>();
  const url = async (version: string) => `${api}/${versionName(await options.site(), version)}`;

  /** Deletes a version this publication made and does not release; a failure only leaves it to Hosting's cleanup. */
  async function discard(version: string): Promise<void> {
    await request({ step: 'delete an unreleased version', method: 'DELETE', url: await url(version) }).catch(
      () => undefined,
    );
  }

  return {
    /** A new open version: the source's files but the removed paths; answers its id. */
    async clone(sourceVersion: string, removed: string[]): Promise<string> {
      const site = await options.site();
      const operation = await request<Operation>({
        step: 'clone the live version',
        method: 'POST',
        url: `${api}/sites/${site}/versions:clone`,
        body: {
          sourceVersion: versionName(site, sourceVersion),
          finalize: false,
          ...(removed.length ? { exclude: { regexes: removed.map(exactPathPattern) } } : {}),
        },
      });
      const deadline = Date.now() + cloneTimeoutMs;
      let state = operation;
      while (!state.done) {
        if (Date.now() > deadline) {
          timedOut.add(operation.name);
          throw new HostingApiError('clone the live version', 0, `timed out after ${cloneTimeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
        state = await request<Operation>({
          step: 'wait for the clone',
          method: 'GET',
          url: `${api}/${operation.name}`,
        });
      }
      // An operation that ended in an error is final: that attempt is not tried again.
      if (state.error || !state.response?.name) {
        throw new HostingApiError(
          'clone the live version',
          state.error?.code ?? 0,
          state.error?.message ?? '',
        );
      }
      return resourceId(state.response.name);
    },

    async finalize(version: string): Promise<void> {
      await request({
        step: 'finalize the version',
        method: 'PATCH',
        url: `${await url(version)}?updateMask=status`,
        body: { status: 'FINALIZED' },
      });
    },

    discard,

    /** Deletes the versions of earlier clones that timed out, once they are done (best effort). */
    async discardTimedOutClones(): Promise<void> {
      for (const name of [...timedOut]) {
        let state: Operation;
        try {
          state = await request<Operation>({
            step: 'check a clone that timed out',
            method: 'GET',
            url: `${api}/${name}`,
          });
        } catch (error) {
          // An operation Hosting no longer knows is forgotten; any other failure is tried at the next publication.
          if (error instanceof HostingApiError && error.status === 404) timedOut.delete(name);
          continue;
        }
        if (!state.done) continue;
        timedOut.delete(name);
        if (state.response?.name) await discard(resourceId(state.response.name));
      }
    },
  };
}

export type HostingVersions = ReturnType<typeof hostingVersions>;
