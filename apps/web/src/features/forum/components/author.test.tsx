import type { ForumAuthor } from '@blivion/shared/forum';
import { features } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { PostHeader } from './post-header';

beforeAll(() => addCatalogueSections({ features }));
afterEach(cleanup);

const at = '2026-11-24T05:00:00.000Z';
const member: ForumAuthor = { id: 'u1', name: 'Ana Souza', avatarUrl: null, role: 'premium' };

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

  it("shows a member's name without their plan, and never the academy's tag", () => {
    render(<PostHeader author={member} byAcademy={false} createdAt={at} editedAt={null} />);
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.queryByText('Premium')).toBeNull();
    cleanup();
    render(<PostHeader author={{ ...member, role: 'free' }} byAcademy={false} createdAt={at} editedAt={null} />);
    expect(screen.queryByText('Gratuito')).toBeNull();
    expect(screen.queryByText(features.forum.academyTag)).toBeNull();
  });

  it('tags the staff who moderate', () => {
    render(<PostHeader author={{ ...member, role: 'admin' }} byAcademy={false} createdAt={at} editedAt={null} />);
    expect(screen.getByText('Administrador')).toBeTruthy();
  });
});
