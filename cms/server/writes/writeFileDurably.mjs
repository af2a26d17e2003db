// @ts-check
import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces a file so that, whatever happens (a crash, `kill -9`, a power cut), it holds either the
 * old or the new content in full: the new content goes to a temporary file beside it, is fsync'd,
 * renamed over the old one (atomic on one file system), and the folder is fsync'd so the rename
 * itself is on disk before the caller is told the write is done.
 * @param {string} file
 * @param {string} content
 */
export async function writeFileDurably(file, content) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'w', 0o644);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => {});
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
