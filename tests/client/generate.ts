/**
 * Writes tests/client/korero-api.d.ts from the document a kernel with every module serves (`npm run api-client`).
 * tests/integration/openapi.api.test.ts fails while the committed file differs from what this would write.
 */
import { writeFile } from 'node:fs/promises';
import { CLIENT_TYPES, clientTypesOf, openApiDocumentOf, startWholeApiKernel } from './document.ts';

const t = await startWholeApiKernel();
try {
  await writeFile(CLIENT_TYPES, await clientTypesOf(await openApiDocumentOf(t)));
  console.log(`Wrote ${CLIENT_TYPES}`);
} finally {
  await t.close();
}
