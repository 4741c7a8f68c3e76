import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the lint configuration is plain JavaScript, without types
import { layersPlugin } from '../../eslint.config.js';

const ROOT = join(__dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, plugins: { layers: layersPlugin }, rules: { 'layers/allowed-imports': 'error' } }];
const problems = (file: string, code: string) =>
  linter.verify(code, config as Linter.Config[], { filename: join(ROOT, file) }).map((message) => message.message.split('. ')[0]);

describe('layer allow-lists (eslint.config.js)', () => {
  it('let a layer import itself, the folders and the packages it names', () => {
    expect(problems('src/engine/lint/x.ts', "import { z } from 'zod/mini';\nimport { isObject } from '../is-object';\nimport { x } from './queries';")).toEqual([]);
    expect(problems('src/render/x.ts', "import { resolveTree } from '../engine/resolve';\nimport { useState } from 'react';")).toEqual([]);
  });

  it('refuse any other folder or package, a new one included, with what is allowed', () => {
    expect(problems('src/engine/x.ts', "import React from 'react';")).toEqual([
      'src/engine may not import the package react (it may import zod, json-logic-js, dayjs, re2js, ajv, ajv-formats)',
    ]);
    expect(problems('src/engine/x.ts', "export { layouts } from '../state/platform';")).toEqual(['src/engine may not import src/state (it may import schemas)']);
    expect(problems('src/render/x.ts', "const load = () => import('../../widgets');")).toEqual(['src/render may not import widgets (it may import src/engine, src/state)']);
    expect(problems('src/api/x.ts', "import { something } from '../newfolder/thing';")).toEqual(['src/api may not import src/newfolder (it may import src/contract)']);
  });

  it('narrow a folder to some of its modules where the layer says so', () => {
    expect(problems('widgets/Stack/x.ts', "import { createScreenStore } from '../../src/state/screen';")).toEqual([]);
    expect(problems('widgets/Stack/x.ts', "import { layouts } from '../../src/state/platform';")).toEqual([
      'widgets may not import src/state/platform (of src/state only screen)',
    ]);
    expect(problems('widgets/Stack/x.ts', "import { isVisible } from '../../src/engine/conditions';")).toEqual(['widgets may not import src/engine/conditions']);
  });

  it('leave the platform its packages and the tools alone', () => {
    expect(problems('src/server/x.ts', "import Fastify from 'fastify';\nimport { x } from '../engine/parse';")).toEqual([]);
    expect(problems('src/server/x.ts', "import { layouts } from '../state/platform';")).toEqual(['src/server may not import src/state (it may import src/engine, src/contract, src/api, src/queries, schemas)']);
    expect(problems('src/cli/x.ts', "import { x } from '../app/compose';")).toEqual([]);
  });

  it('keep the call contract below both sides: schemas only, neither the client nor the platform', () => {
    expect(problems('src/contract/x.ts', "import { z } from 'zod/mini';\nimport { pathParams } from './call';")).toEqual([]);
    expect(problems('src/contract/x.ts', "import { api } from '../api/client';")).toEqual(['src/contract may not import src/api (it may import no other folder)']);
    expect(problems('src/contract/x.ts', "import { ok } from '../server/http/reply';")).toEqual(['src/contract may not import src/server (it may import no other folder)']);
    expect(problems('src/api/x.ts', "import { deposit } from '../contract/funds/deposit';")).toEqual([]);
  });

  it('keep the page drawer to the app it draws: the app and React yes, the platform no; the platform never imports it', () => {
    expect(problems('src/ssr/x.tsx', "import { renderToString } from 'react-dom/server';\nimport { App } from '../app/App';")).toEqual([]);
    expect(problems('src/ssr/x.tsx', "import { pageAnswers } from '../server/static/page-data';")).toEqual([
      'src/ssr may not import src/server (it may import src/app, src/engine, src/render, src/state, src/i18n, src/api, widgets)',
    ]);
    expect(problems('src/server/x.ts', "import { drawPage } from '../ssr/render-page';")).toEqual(['src/server may not import src/ssr (it may import src/engine, src/contract, src/api, src/queries, schemas)']);
  });

  it('keep the studio off the player app: the engine and CodeMirror yes, the app and its state no', () => {
    expect(problems('src/studio/x.ts', "import { EditorView } from '@codemirror/view';\nimport { formatLayout } from '../engine/format-layout';")).toEqual([]);
    expect(problems('src/studio/x.ts', "import { layouts } from '../state/platform';")).toEqual(['src/studio may not import src/state (it may import src/engine, src/contract, schemas)']);
  });
});
