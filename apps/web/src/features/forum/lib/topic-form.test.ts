import { createTopicSchema, type ForumTopicDetail } from '@blivion/shared/forum';
import { renderHook, act } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ApiError } from '@/lib/api-client';
import {
  applyTopicServerErrors,
  EMPTY_POLL,
  EMPTY_TOPIC,
  firstInvalidField,
  toCreateTopicInput,
  topicFormSchema,
  topicFormValues,
  type TopicFormValues,
} from './topic-form';

const valid: TopicFormValues = {
  title: 'Como escalar anúncios',
  content: 'Qual orçamento vocês usam?',
  categoryId: '3',
  tags: ['tráfego'],
  poll: EMPTY_POLL,
};

const withPoll = (poll: Partial<TopicFormValues['poll']>): TopicFormValues => ({
  ...valid,
  poll: {
    ...EMPTY_POLL,
    enabled: true,
    question: 'Qual canal?',
    options: [{ text: 'Meta' }, { text: 'Google' }],
    ...poll,
  },
});

/** Each message the schema gives, by field path. */
function messages(values: TopicFormValues): Record<string, string> {
  const result = topicFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('topicFormSchema', () => {
  it("accepts a topic without a poll, whatever the switched-off poll's fields hold", () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, poll: { ...EMPTY_POLL, question: '', options: [] } })).toEqual({});
  });

  it("gives the API's messages for every field, in the specification's order", () => {
    const result = topicFormSchema.safeParse({ ...EMPTY_TOPIC, tags: ['Ação', 'acao'] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'forumValidation.titleRequired'],
      ['content', 'forumValidation.contentRequired'],
      ['categoryId', 'forumValidation.categoryRequired'],
      ['tags.1', 'forumValidation.tagDuplicate'],
    ]);
  });

  it("puts a switched-on poll's messages on the form's own poll fields", () => {
    expect(messages(withPoll({ question: ' ', options: [{ text: 'Meta' }, { text: '' }] }))).toEqual({
      'poll.question': 'forumValidation.pollQuestionRequired',
      'poll.options.1.text': 'forumValidation.pollOptionEmpty',
    });
    expect(messages(withPoll({ options: [{ text: 'Meta' }, { text: 'META' }] }))).toEqual({
      'poll.options.1.text': 'forumValidation.pollOptionDuplicate',
    });
    expect(messages(withPoll({ options: [{ text: 'Meta' }] }))).toEqual({
      'poll.options': 'forumValidation.pollOptionsMin',
    });
  });
});

describe('toCreateTopicInput', () => {
  it('sends no poll while it is switched off', () => {
    expect(toCreateTopicInput(withPoll({ enabled: false }))).toEqual({
      title: valid.title,
      content: valid.content,
      categoryId: '3',
      tags: ['tráfego'],
      poll: null,
    });
  });

  it('closes the poll at the end of the chosen day in Brasília, in a body the API accepts', () => {
    const input = toCreateTopicInput(withPoll({ multiple: true, closesOn: new Date(2026, 11, 5, 9, 30) }));
    expect(input.poll).toEqual({
      question: 'Qual canal?',
      options: ['Meta', 'Google'],
      multiple: true,
      closesAt: '2026-12-05T23:59:59.999-03:00',
    });
    expect(createTopicSchema.safeParse(input).success).toBe(true);
    expect(toCreateTopicInput(withPoll({})).poll?.closesAt).toBeNull();
  });
});

describe('topicFormValues', () => {
  it("starts the edit from the topic's texts, category and tags, with the poll off", () => {
    const topic = { title: 'T', content: 'C', category: { id: '9', name: 'Geral', slug: 'geral' }, tags: ['a'] };
    expect(topicFormValues(topic as ForumTopicDetail)).toEqual({
      title: 'T',
      content: 'C',
      categoryId: '9',
      tags: ['a'],
      poll: EMPTY_POLL,
    });
  });
});

describe('firstInvalidField', () => {
  const error = { type: 'server', message: 'x' };

  it('focuses the first invalid field in the specification order, before any poll field', () => {
    expect(firstInvalidField({})).toBeNull();
    expect(firstInvalidField({ categoryId: error, content: error, poll: { question: error } })).toEqual({
      id: 'topic-content',
      onPollTab: false,
    });
    expect(firstInvalidField({ tags: error })).toEqual({ id: 'topic-tag-input', onPollTab: false });
  });

  it('switches to the poll tab for a poll error: the question, then the first bad option, then the closing day', () => {
    expect(firstInvalidField({ poll: { question: error, closesOn: error } })).toEqual({
      id: 'poll-question',
      onPollTab: true,
    });
    expect(firstInvalidField({ poll: { options: [undefined, undefined, { text: error }] } })).toEqual({
      id: 'poll-option-2',
      onPollTab: true,
    });
    expect(firstInvalidField({ poll: { closesOn: error } })).toEqual({ id: 'poll-closes', onPollTab: true });
  });
});

describe('applyTopicServerErrors', () => {
  function topicForm() {
    return renderHook(() => useForm({ resolver: zodResolver(topicFormSchema), defaultValues: valid })).result;
  }
  const validationError = (details: unknown) => new ApiError('VALIDATION_ERROR', 'Dados inválidos.', 400, details);

  it("puts the server's poll.closesAt on the closing day and a category refusal on the category", () => {
    const form = topicForm();
    let applied = false;
    act(() => {
      applied = applyTopicServerErrors(
        validationError([
          { field: 'poll.closesAt', key: 'forumValidation.pollClosesInPast', message: 'no passado' },
          { field: 'categoryId', key: 'forumValidation.categoryNotFound', message: 'não existe' },
          { field: 'cursor', key: 'validation.invalidValue', message: 'inválido' },
        ]),
        form.current,
      );
    });
    expect(applied).toBe(true);
    const errorOf = (name: 'poll.closesOn' | 'categoryId' | 'title') => form.current.getFieldState(name).error;
    expect(errorOf('poll.closesOn')?.message).toBe('forumValidation.pollClosesInPast');
    expect(errorOf('categoryId')?.message).toBe('forumValidation.categoryNotFound');
    expect(errorOf('title')).toBeUndefined();
  });

  it('applies nothing for other refusals', () => {
    const form = topicForm();
    const flood = new ApiError('FORUM_FLOOD', 'Aguarde 7 s', 429, { seconds: 7 });
    expect(applyTopicServerErrors(flood, form.current)).toBe(false);
    expect(applyTopicServerErrors(new Error('rede'), form.current)).toBe(false);
    expect(form.current.getFieldState('title').error).toBeUndefined();
    expect(form.current.getFieldState('categoryId').error).toBeUndefined();
  });
});
