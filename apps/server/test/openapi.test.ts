import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { buildOpenApiDocument } from '../src/platform/http/openapi.js';

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');

describe('docs/openapi.json', () => {
  it('is the document generated from the contracts (run `npm run openapi` after changing a route)', () => {
    const generated = JSON.parse(JSON.stringify(buildOpenApiDocument()));
    expect(JSON.parse(fs.readFileSync(committed, 'utf8'))).toEqual(generated);
  });

  it('documents every route with its module and envelope', () => {
    const document = buildOpenApiDocument();
    for (const descriptor of Object.values(routes)) {
      const operation = document.paths[descriptor.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[
        descriptor.method.toLowerCase()
      ] as Record<string, unknown>;
      expect(operation, descriptor.id).toBeDefined();
      expect(operation['x-module']).toBe(descriptor.module);
    }
  });
});
