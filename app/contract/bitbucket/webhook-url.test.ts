import { describe, expect, it } from 'vitest';
import { hostKind, webhookUrlProblem } from './webhook-url';

const hostOf = (url: string) => new URL(url).hostname;

describe('where a webhook may point', () => {
  it.each([
    'https://ci.example.com/bitbucket',
    'https://hooks.acme.io:8443/in?team=web',
    'https://203.1.114.9/hook',
    'https://[2606:4700::1111]/hook',
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    ['', /Enter the address/],
    ['ci.example.com/hook', /starting with https/],
    ['https://ci.example.com/my hook', /cannot contain spaces/],
    ['ftp://ci.example.com/hook', /starting with https/],
    ['http://ci.example.com/hook', /plain http/],
    ['https://bot:hunter2@ci.example.com/hook', /user name and password/],
    ['https://localhost:8080/hook', /your own computer/],
    ['https://127.0.0.1/hook', /your own computer/],
    ['https://0x7f.1/hook', /your own computer/],
    ['https://[::1]/hook', /your own computer/],
    ['https://[::ffff:127.0.0.1]/hook', /your own computer/],
    ['https://10.40.2.15/hooks', /private network/],
    ['https://192.168.1.5/hooks', /private network/],
    ['https://172.20.0.1/hooks', /private network/],
    ['https://169.254.169.254/latest', /private network/],
    ['https://[fd12:3456::1]/hook', /private network/],
    ['https://intranet/hook', /private network/],
    ['https://build.corp/hook', /private network/],
    ['https://printer.local/hook', /private network/],
    [`https://x.example.com/${'a'.repeat(2000)}`, /under 2000 characters/],
  ])('refuses %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toMatch(problem);
  });

  it('tells this machine from a private network from the internet', () => {
    expect(hostKind(hostOf('http://127.0.0.1:4000/x'))).toBe('loopback');
    expect(hostKind(hostOf('http://app.localhost/x'))).toBe('loopback');
    expect(hostKind(hostOf('http://100.64.1.1/x'))).toBe('private');
    expect(hostKind(hostOf('http://8.8.8.8/x'))).toBe('public');
    expect(hostKind(hostOf('http://legacy-builds.orgdesk-demo.com:8080/notify'))).toBe('public');
  });
});
