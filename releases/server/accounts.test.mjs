// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLogin, parseAccounts } from './accounts.mjs';

describe('release page accounts', () => {
  const accounts = parseAccounts('asha:correct horse battery, noor:another long password');

  it('lets in a name with its own password only', () => {
    expect(checkLogin(accounts, 'asha', 'correct horse battery')).toBe('asha');
    expect(checkLogin(accounts, 'noor', 'another long password')).toBe('noor');
    expect(checkLogin(accounts, 'asha', 'another long password')).toBeUndefined();
    expect(checkLogin(accounts, 'asha', 'correct horse batter')).toBeUndefined();
    expect(checkLogin(accounts, 'nobody', 'correct horse battery')).toBeUndefined();
    expect(checkLogin(accounts, undefined, undefined)).toBeUndefined();
    expect(checkLogin(accounts, 'asha', { toString: () => 'correct horse battery' })).toBeUndefined();
  });

  it('refuses a malformed list, a short password and a name given twice', () => {
    expect(() => parseAccounts('asha')).toThrow('"name:password[,name:password…]"');
    expect(() => parseAccounts(':a long enough password')).toThrow('"name:password[,name:password…]"');
    expect(() => parseAccounts('asha:short')).toThrow('at least 12 characters');
    expect(() => parseAccounts('asha:long enough password,asha:long enough password')).toThrow('names asha twice');
    expect(() => parseAccounts(' , ')).toThrow('no account');
  });
});
