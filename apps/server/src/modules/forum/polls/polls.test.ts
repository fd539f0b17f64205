import type { ForumPoll, ForumTopicDetail } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum polls', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;
  let voters: TestMember[];

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app);
    voters = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app)]);
  });
  afterAll(() => t.close());

  const vote = (member: TestMember, topicId: string, optionIds: string[]) =>
    api.request(member, 'PUT', `/topics/${topicId}/poll/vote`, { optionIds });
  const results = (poll: ForumPoll) => poll.options.map((option) => [option.text, option.votes, option.percent]);

  it('creates a poll with the topic and shows results with counts and percentages', async () => {
    const topic = await api.topic(author, {
      poll: { question: ' Melhor canal? ', options: [' Instagram ', 'TikTok', 'YouTube'] },
    });
    expect(topic.hasPoll).toBe(true);
    expect(topic.poll).toMatchObject({
      question: 'Melhor canal?',
      multiple: false,
      closesAt: null,
      closed: false,
      voters: 0,
    });
    const [instagram, tiktok] = topic.poll!.options;
    expect(instagram!.text).toBe('Instagram');
    await api.ok(vote(voters[0]!, topic.id, [instagram!.id]));
    await api.ok(vote(voters[1]!, topic.id, [instagram!.id]));
    const poll = await api.ok<ForumPoll>(vote(voters[2]!, topic.id, [tiktok!.id]));
    expect(poll.voters).toBe(3);
    expect(results(poll)).toEqual([
      ['Instagram', 2, 66.7],
      ['TikTok', 1, 33.3],
      ['YouTube', 0, 0],
    ]);
    expect(poll.myVotes).toEqual([tiktok!.id]);
  });

  it('keeps one choice per member in a single-choice poll: a new vote replaces it, two at once leave one', async () => {
    const topic = await api.topic(author, { poll: { question: 'Sim ou não?', options: ['Sim', 'Não'] } });
    const [yes, no] = topic.poll!.options;
    const member = voters[0]!;
    const twice = await Promise.all([vote(member, topic.id, [yes!.id]), vote(member, topic.id, [yes!.id])]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const racing = await Promise.all([vote(member, topic.id, [yes!.id]), vote(member, topic.id, [no!.id])]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await api.ok<ForumTopicDetail>(api.request(member, 'GET', `/topics/${topic.id}`));
    expect(after.poll!.voters).toBe(1);
    expect(after.poll!.myVotes).toHaveLength(1);
    expect(after.poll!.options.reduce((sum, option) => sum + option.votes, 0)).toBe(1);
    const changed = await api.ok<ForumPoll>(vote(member, topic.id, [no!.id]));
    expect(results(changed)).toEqual([
      ['Sim', 0, 0],
      ['Não', 1, 100],
    ]);
    const both = await vote(member, topic.id, [yes!.id, no!.id]);
    expect(errorOf(both).details).toEqual([
      expect.objectContaining({ field: 'optionIds', message: 'Esta enquete aceita apenas uma opção.' }),
    ]);
    const retracted = await api.ok<ForumPoll>(api.request(member, 'DELETE', `/topics/${topic.id}/poll/vote`));
    expect(retracted).toMatchObject({ voters: 0, myVotes: [] });
  });

  it('accepts several options in a multiple-choice poll, percentages of the members who voted', async () => {
    const topic = await api.topic(author, { poll: { question: 'Quais?', options: ['A', 'B', 'C'], multiple: true } });
    const [a, b, c] = topic.poll!.options.map((option) => option.id);
    await Promise.all([vote(voters[0]!, topic.id, [a!, b!]), vote(voters[0]!, topic.id, [a!, b!])]);
    const poll = await api.ok<ForumPoll>(vote(voters[1]!, topic.id, [a!, a!]));
    expect(poll.voters).toBe(2);
    expect(results(poll)).toEqual([
      ['A', 2, 100],
      ['B', 1, 50],
      ['C', 0, 0],
    ]);
    const foreign = await vote(voters[2]!, topic.id, [c!, '999999']);
    expect(errorOf(foreign).details).toEqual([expect.objectContaining({ key: 'forumValidation.pollOptionInvalid' })]);
    expect(errorOf(await vote(voters[2]!, topic.id, [])).details).toEqual([
      expect.objectContaining({ field: 'optionIds', message: 'Escolha pelo menos uma opção.' }),
    ]);
  });

  it('refuses votes once the poll has closed, measured with the clock', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    const topic = await api.topic(author, { poll: { question: 'Até quando?', options: ['Hoje', 'Amanhã'], closesAt } });
    const optionId = topic.poll!.options[0]!.id;
    await api.ok(vote(voters[0]!, topic.id, [optionId]));
    t.clock.advance(3 * 3_600_000);
    const late = await vote(voters[1]!, topic.id, [optionId]);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'FORUM_POLL_CLOSED' });
    const shown = await api.ok<ForumTopicDetail>(api.request(voters[1]!, 'GET', `/topics/${topic.id}`));
    expect(shown.poll).toMatchObject({ closed: true, voters: 1 });
    const plain = await api.topic(author);
    expect(errorOf(await vote(voters[0]!, plain.id, ['1'])).code).toBe('FORUM_POLL_NOT_FOUND');
  });
});
