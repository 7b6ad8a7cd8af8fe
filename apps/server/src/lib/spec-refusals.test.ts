import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { SPEC_REFUSALS } from './spec-refusals.ts';

const spec = readFileSync(new URL('../../../../docs/product-spec.md', import.meta.url), 'utf8');
const errorCatalogue = spec.slice(spec.indexOf('## 8.'), spec.indexOf('## 9.'));

/** An app whose one route refuses `field` with the given text, as a route schema does. */
async function refusing(text: string) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  app.post(
    '/check',
    { schema: { body: z.object({ field: z.string().refine(() => false, text) }) } },
    () => ({}),
  );
  const response = await app.inject({ method: 'POST', url: '/check', payload: { field: 'x' } });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe('the refusal texts spec §8 names', () => {
  it('are each quoted in the error catalogue (drop-off as "the drop-off equivalents")', () => {
    for (const text of SPEC_REFUSALS) {
      expect(errorCatalogue, text).toContain(`"${text.replace('drop-off', 'pickup')}"`);
    }
  });

  it.each([...SPEC_REFUSALS])(
    'answer %j alone as the message, the field in errors',
    async (text) => {
      expect(await refusing(text)).toEqual({
        status: 422,
        body: { message: text, errors: { field: [text] } },
      });
    },
  );

  it('leave every other validation message after its field name', async () => {
    expect(await refusing('The field must be longer.')).toEqual({
      status: 422,
      body: {
        message: 'field: The field must be longer.',
        errors: { field: ['The field must be longer.'] },
      },
    });
  });
});
