// Writes server/openapi.json from the contracts (--write), prints it (--stdout), or fails when the committed
// file drifts (--check).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument } from '../server/src/openapi-document.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/openapi.json');
const generated = `${JSON.stringify(await generateOpenApiDocument(), null, 2)}\n`;

if (process.argv.includes('--stdout')) {
  process.stdout.write(generated);
} else if (process.argv.includes('--write')) {
  fs.writeFileSync(target, generated);
  console.log(`openapi: wrote ${path.relative(process.cwd(), target)}`);
} else {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      'openapi: server/openapi.json is out of date with the contracts. Run `npm run openapi` and commit it.',
    );
    process.exit(1);
  }
  console.log('openapi: server/openapi.json matches the contracts');
}
