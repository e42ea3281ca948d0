/**
 * Writes tests/client/korero-api.d.ts from the document a kernel with every module serves (`npm run api-client`),
 * and tests/web/answers.generated.ts, the answers its routes declare, which the screens' fake server checks against.
 * tests/integration/openapi.api.test.ts fails while either committed file differs from what this would write.
 */
import { writeFile } from 'node:fs/promises';
import { ANSWER_TABLE, answerTableSource } from '../web/answer-table.ts';
import { CLIENT_TYPES, clientTypesOf, openApiDocumentOf, startWholeApiKernel } from './document.ts';

const t = await startWholeApiKernel();
try {
  await writeFile(CLIENT_TYPES, await clientTypesOf(await openApiDocumentOf(t)));
  console.log(`Wrote ${CLIENT_TYPES}`);
  await writeFile(ANSWER_TABLE, await answerTableSource(t.kernel.routes()));
  console.log(`Wrote ${ANSWER_TABLE}`);
} finally {
  await t.close();
}
