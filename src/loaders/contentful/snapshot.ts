/** The file source: a `contentful space export` JSON file (CONTENT_SNAPSHOT or the demo snapshot). */
import { readFile } from 'node:fs/promises';
import { ContentSnapshotError } from './errors';
import type { FileSource } from './source';
import type { Snapshot } from './types';

/** Reads and checks a snapshot; the message says which file and what to do about it. */
export async function readSnapshot(source: FileSource): Promise<Snapshot> {
  const hint =
    source.kind === 'demo'
      ? 'The demo snapshot ships with the repo: restore it, or set CONTENT_SNAPSHOT to an export file, or CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN for the live space.'
      : 'Point CONTENT_SNAPSHOT at a file written by `contentful space export`.';
  let text: string;
  try {
    text = await readFile(source.path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentSnapshotError(
      `Content snapshot ${source.label} could not be read (${code === 'ENOENT' ? 'no such file' : code}). ${hint}`,
    );
  }
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(text) as Snapshot;
  } catch (error) {
    throw new ContentSnapshotError(
      `Content snapshot ${source.label} is not valid JSON: ${(error as Error).message}. ${hint}`,
    );
  }
  if (!snapshot || !Array.isArray(snapshot.entries)) {
    throw new ContentSnapshotError(
      `Content snapshot ${source.label} has no "entries" list, so it is not a space export. ${hint}`,
    );
  }
  if (snapshot.assets !== undefined && !Array.isArray(snapshot.assets)) {
    throw new ContentSnapshotError(`Content snapshot ${source.label}: "assets" must be a list. ${hint}`);
  }
  return snapshot;
}
