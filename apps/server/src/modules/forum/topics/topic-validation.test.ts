import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum validation messages', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let member: TestMember;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    member = await createMember(t.app);
    categoryId = (await api.categories(member))[0]!.id;
  });
  afterAll(() => t.close());

  const valid = () => ({ title: 'Título', content: 'Conteúdo', categoryId });

  async function details(body: unknown, url = '/topics') {
    const response = await api.request(member, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    return error.details as Array<{ field: string; key: string; message: string }>;
  }

  it('checks title, content and category in the specification order, with its texts', async () => {
    const all = await details({});
    expect(all.map(({ field, message }) => [field, message])).toEqual([
      ['title', 'O título é obrigatório.'],
      ['content', 'O conteúdo do tópico é obrigatório.'],
      ['categoryId', 'Selecione uma categoria para o tópico.'],
    ]);
    expect((await details({ ...valid(), title: '   ' }))[0]).toMatchObject({
      field: 'title',
      key: 'forumValidation.titleRequired',
    });
    expect((await details({ ...valid(), content: ' \n\t ' }))[0]).toMatchObject({
      field: 'content',
      message: 'O conteúdo do tópico é obrigatório.',
    });
    expect((await details({ ...valid(), categoryId: '' }))[0]).toMatchObject({
      field: 'categoryId',
      message: 'Selecione uma categoria para o tópico.',
    });
  });

  it('bounds the title (200) and the content (20,000) and refuses a category that does not exist', async () => {
    expect((await details({ ...valid(), title: 'x'.repeat(201) }))[0]!.key).toBe('forumValidation.titleTooLong');
    expect((await details({ ...valid(), content: 'x'.repeat(20_001) }))[0]!.key).toBe('forumValidation.contentTooLong');
    expect(await details({ ...valid(), categoryId: '999999' })).toEqual([
      {
        field: 'categoryId',
        key: 'forumValidation.categoryNotFound',
        message: translate('forumValidation.categoryNotFound'),
      },
    ]);
  });

  it('checks tags: not empty, at most 30 characters, no duplicates in any case or accents, at most 5', async () => {
    expect(await details({ ...valid(), tags: ['ok', '  '] })).toEqual([
      { field: 'tags.1', key: 'forumValidation.tagEmpty', message: 'A tag não pode ficar vazia.' },
    ]);
    expect((await details({ ...valid(), tags: ['x'.repeat(31)] }))[0]!.key).toBe('forumValidation.tagTooLong');
    expect(await details({ ...valid(), tags: ['Vendas', 'vendas '] })).toEqual([
      { field: 'tags.1', key: 'forumValidation.tagDuplicate', message: 'Esta tag já foi adicionada.' },
    ]);
    expect(await details({ ...valid(), tags: ['Ação', 'acao'] })).toEqual([
      { field: 'tags.1', key: 'forumValidation.tagDuplicate', message: 'Esta tag já foi adicionada.' },
    ]);
    expect((await details({ ...valid(), tags: ['a', 'b', 'c', 'd', 'e', 'f'] }))[0]!.key).toBe(
      'forumValidation.tagsTooMany',
    );
  });

  it('checks the poll: question, 2 to 10 distinct non-empty options, a valid future closing date', async () => {
    const poll = (overrides: object) => ({
      ...valid(),
      poll: { question: 'Qual?', options: ['A', 'B'], ...overrides },
    });
    const cases: Array<[object, string, string]> = [
      [{ question: ' ' }, 'poll.question', 'A pergunta da enquete é obrigatória.'],
      [{ options: ['A'] }, 'poll.options', 'Adicione pelo menos duas opções à enquete.'],
      [{ options: ['A', ' '] }, 'poll.options.1', 'As opções da enquete não podem ficar vazias.'],
      [{ options: ['Sim', 'sim'] }, 'poll.options.1', translate('forumValidation.pollOptionDuplicate')],
      [
        { options: Array.from({ length: 11 }, (_, i) => `Opção ${i}`) },
        'poll.options',
        translate('forumValidation.pollOptionsMax'),
      ],
      [{ closesAt: 'amanhã' }, 'poll.closesAt', translate('forumValidation.pollClosesAtInvalid')],
      [
        { closesAt: new Date(Date.now() - 60_000).toISOString() },
        'poll.closesAt',
        translate('forumValidation.pollClosesInPast'),
      ],
    ];
    for (const [overrides, field, message] of cases) {
      expect((await details(poll(overrides)))[0], JSON.stringify(overrides)).toMatchObject({ field, message });
    }
  });

  it('requires a reply and bounds it at 10,000 characters', async () => {
    const topic = await api.topic(member);
    expect(await details({ content: '  ' }, `/topics/${topic.id}/replies`)).toEqual([
      { field: 'content', key: 'forumValidation.replyRequired', message: 'A resposta não pode ficar vazia.' },
    ]);
    expect((await details({ content: 'x'.repeat(10_001) }, `/topics/${topic.id}/replies`))[0]!.key).toBe(
      'forumValidation.replyTooLong',
    );
  });

  it('refuses unknown fields, malformed ids and forged cursors', async () => {
    expect((await details({ ...valid(), pinned: true }))[0]!.field).toBe('');
    const badId = await api.request(member, 'GET', '/topics/abc');
    expect(errorOf(badId).details).toEqual([
      expect.objectContaining({ field: 'id', key: 'forumValidation.idInvalid' }),
    ]);
    const forged = await api.request(member, 'GET', '/topics?cursor=bm9wZQ');
    expect(errorOf(forged).details).toEqual([
      { field: 'cursor', key: 'validation.cursorInvalid', message: 'Página inválida. Atualize a lista.' },
    ]);
    expect((await api.request(member, 'GET', '/topics/999999')).statusCode).toBe(404);
  });

  it('gives every other field its catalogue message', async () => {
    const master = await createStaff(t.app, 'master');
    const topic = await api.topic(member);
    const cases: Array<[typeof member, 'POST' | 'PATCH' | 'GET' | 'PUT', string, unknown, string, string]> = [
      [master, 'POST', '/categories', { name: 'x'.repeat(61) }, 'name', 'forumValidation.categoryNameTooLong'],
      [
        master,
        'POST',
        '/categories',
        { name: 'Ok', description: 'x'.repeat(301) },
        'description',
        'forumValidation.categoryDescriptionTooLong',
      ],
      [
        member,
        'POST',
        '/topics',
        { ...valid(), poll: { question: 'x'.repeat(201), options: ['a', 'b'] } },
        'poll.question',
        'forumValidation.pollQuestionTooLong',
      ],
      [
        member,
        'POST',
        '/topics',
        { ...valid(), poll: { question: 'Q', options: ['a', 'x'.repeat(101)] } },
        'poll.options.1',
        'forumValidation.pollOptionTooLong',
      ],
      [member, 'GET', `/search?q=${'x'.repeat(201)}`, undefined, 'q', 'forumValidation.searchTooLong'],
      [member, 'PATCH', `/topics/${topic.id}`, {}, '', 'forumValidation.nothingToChange'],
      [
        member,
        'PATCH',
        `/topics/${topic.id}`,
        { categoryId: '999999' },
        'categoryId',
        'forumValidation.categoryNotFound',
      ],
      [
        member,
        'PUT',
        `/topics/${topic.id}/poll/vote`,
        { optionIds: ['abc'] },
        'optionIds.0',
        'forumValidation.pollOptionInvalid',
      ],
    ];
    for (const [who, method, url, body, field, key] of cases) {
      const response = await api.request(who, method, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).details, key).toEqual([{ field, key, message: translate(key) }]);
    }
  });
});
