import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('José Carlos', 'BL')).toBe('JC');
    expect(initialsOf('  ana maria de   oliveira ', 'BL')).toBe('AO');
    expect(initialsOf('Érica Ávila', 'BL')).toBe('ÉÁ');
  });
  it('gives one letter for one name, whole graphemes, and the fallback for none', () => {
    expect(initialsOf('Ícaro', 'BL')).toBe('Í');
    expect(initialsOf('e\u0301rica Souza', 'BL')).toBe('E\u0301S');
    expect(initialsOf('👩🏽‍💻 Dev', 'BL')).toBe('👩🏽‍💻D');
    expect(initialsOf('   ', 'BL')).toBe('BL');
    expect(initialsOf(null, 'BL')).toBe('BL');
  });
});
