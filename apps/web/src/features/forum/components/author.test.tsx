import type { ForumAuthor } from '@blivion/shared/forum';
import { features } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { PostHeader } from './post-header';

beforeAll(() => addCatalogueSections({ features }));
afterEach(cleanup);

const at = '2026-11-24T05:00:00.000Z';
const member: ForumAuthor = { id: 'u1', name: 'Ana Souza', avatarUrl: null, staff: false, level: 3 };
const staff: ForumAuthor = { id: 'u2', name: 'Bruno Equipe', avatarUrl: null, staff: true, level: 1 };

describe("a post's author", () => {
  it('shows the academy, with its tag, for a topic the academy wrote (a lesson question topic)', () => {
    render(<PostHeader author={null} byAcademy createdAt={at} editedAt={null} />);
    expect(screen.getByText(features.forum.academyAuthor)).toBeTruthy();
    expect(screen.getByText(features.forum.academyTag)).toBeTruthy();
    expect(screen.queryByText(features.forum.removedMember)).toBeNull();
  });

  it("shows 'Membro removido' for a removed member's post, and no tag", () => {
    render(<PostHeader author={null} createdAt={at} editedAt={null} />);
    expect(screen.getByText(features.forum.removedMember)).toBeTruthy();
    expect(screen.queryByText(features.forum.academyAuthor)).toBeNull();
    expect(screen.queryByText(features.forum.academyTag)).toBeNull();
  });

  it("shows a member's name opening their card and their level, never a plan nor the academy's tag", () => {
    render(<PostHeader author={member} byAcademy={false} createdAt={at} editedAt={null} />);
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ver o cartão de Ana Souza' })).toHaveLength(1);
    expect(screen.getByText('Nv. 3')).toBeTruthy();
    expect(screen.getByText('Nível 3 · Explorador')).toBeTruthy();
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.queryByText('Gratuito')).toBeNull();
    expect(screen.queryByText(features.community.staffBadge)).toBeNull();
    expect(screen.queryByText(features.forum.academyTag)).toBeNull();
  });

  it("shows 'Equipe' for staff", () => {
    render(<PostHeader author={staff} createdAt={at} editedAt={null} />);
    expect(screen.getByText(features.community.staffBadge)).toBeTruthy();
  });
});
