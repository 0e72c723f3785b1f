/**
 * Prepares the demo space for `contentful space import`, which needs asset urls it can fetch or
 * read from disk (it turns a relative `/demo-assets/x.jpg` into the broken `https:/demo-assets/x.jpg`).
 *
 *   node scripts/demo-content/prepare-import.mjs OUT_DIR [BASE_URL]
 *
 * With BASE_URL (where public/demo-assets/ is reachable, e.g. the deployed site), asset urls become
 * `BASE_URL/demo-assets/…` and Contentful downloads the files itself.
 * Without it, the files are copied to OUT_DIR/demo-assets.local/demo-assets/ and the urls become
 * `//demo-assets.local/demo-assets/…`, the layout `--upload-assets --assets-directory OUT_DIR` reads.
 * Writes OUT_DIR/space.json and prints the import command.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const [outArg, baseUrl] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: node scripts/demo-content/prepare-import.mjs OUT_DIR [BASE_URL]');
  process.exit(1);
}
const outDir = resolve(outArg);
const host = 'demo-assets.local';
const prefix = baseUrl ? baseUrl.replace(/\/$/, '') : `//${host}`;

const space = JSON.parse(await readFile(join(root, 'src/content/demo/space.json'), 'utf8'));
for (const asset of space.assets) {
  const file = asset.fields.file?.['en-US'];
  if (file?.url?.startsWith('/demo-assets/')) file.url = prefix + file.url;
}
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'space.json'), JSON.stringify(space, null, 2));

const common = `contentful space import --space-id <SPACE_ID> --environment-id master --management-token <CMA_TOKEN> --content-file ${join(outDir, 'space.json')}`;
if (baseUrl) {
  console.log(`Asset urls point at ${prefix}/demo-assets/. Import with:\n  ${common}`);
} else {
  await cp(join(root, 'public/demo-assets'), join(outDir, host, 'demo-assets'), { recursive: true });
  console.log(
    `Asset files copied to ${join(outDir, host)}. Import with:\n  ${common} --upload-assets --assets-directory ${outDir}`,
  );
}
