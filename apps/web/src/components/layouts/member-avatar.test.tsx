import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/catalogue/all-sections';
import { MemberAvatar } from './member-avatar';

afterEach(cleanup);

const photo = () => document.querySelector('img');

describe('MemberAvatar', () => {
  it('shows the initials when there is no photo', () => {
    render(<MemberAvatar name="Ana Souza" imageUrl={null} />);
    expect(screen.getByText('AS')).toBeTruthy();
    expect(photo()).toBeNull();
  });

  it('shows the initials while the photo loads, then the photo alone', () => {
    render(<MemberAvatar name="Ana Souza" imageUrl="/photo.webp" />);
    expect(screen.getByText('AS')).toBeTruthy();
    expect(photo()!.className).toContain('hidden');
    fireEvent.load(photo()!);
    expect(screen.queryByText('AS')).toBeNull();
    expect(photo()!.className).not.toContain('hidden');
    expect(photo()!.getAttribute('alt')).toBe('');
  });

  it('falls back to the initials when the photo fails, and tries a new photo again', () => {
    const { rerender } = render(<MemberAvatar name="Ana Souza" imageUrl="/broken.webp" aria-hidden />);
    fireEvent.error(photo()!);
    expect(photo()).toBeNull();
    expect(screen.getByText('AS').closest('[aria-hidden="true"]')).toBeTruthy();
    rerender(<MemberAvatar name="Ana Souza" imageUrl="/new.webp" aria-hidden />);
    expect(photo()!.getAttribute('src')).toBe('/new.webp');
    expect(screen.getByText('AS')).toBeTruthy();
  });
});
