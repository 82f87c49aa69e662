import { describe, expect, it } from 'vitest';
import { MAX_LEAVERS } from '../../../../../app/contract/offboarding/leavers.channels';
import { parseLeaverList } from './leaverList';

const ada = '5b10ac8d82e05b22cc7d4ef5';
const bob = '712020:2c0f5c1e-8a3d-4a4e-9a5f-0c0e4b3f1a11';

describe('the list of people to offboard', () => {
  it('takes account IDs and e-mail addresses, one a line or separated by commas', () => {
    const list = parseLeaverList(`${ada}\nana@example.com, ${bob}\n\n`);
    expect(list.people).toEqual([ada, 'ana@example.com', bob]);
    expect(list.unused).toEqual([]);
    expect(list.tooMany).toBe(false);
  });

  it('passes over a header line and counts people listed twice once, e-mails whatever their capitals', () => {
    const list = parseLeaverList(`Account ID,Email\n${ada},Ana@Example.com\n${ada},ana@example.com`);
    expect(list.people).toEqual([ada, 'Ana@Example.com']);
    expect(list.duplicates).toBe(2);
  });

  it('lists what is neither, with its line', () => {
    const list = parseLeaverList(`${ada}\nAna Diaz; ${bob}`);
    expect(list.people).toEqual([ada, bob]);
    expect(list.unused).toEqual([{ line: 2, text: 'Ana Diaz' }]);
  });

  it('says when the list is longer than one offboarding takes', () => {
    const many = Array.from({ length: MAX_LEAVERS + 1 }, (_, index) => `p${index}@example.com`).join('\n');
    expect(parseLeaverList(many).tooMany).toBe(true);
  });
});
