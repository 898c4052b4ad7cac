import { audienceVcl, VCL_BEGIN, VCL_END, withAudienceVcl } from './index';

describe('the generated VCL rule', () => {
  it('names every identity cookie, every personal path and the spellings the gateway redirects', () => {
    const rule = audienceVcl();
    expect(rule).toContain('savepoint\\.sid|savepoint_signed_in|savepoint\\.member|savepoint_member');
    expect(rule).not.toContain('savepoint\\.device');
    for (const family of ['preview', 'account', 'newsletter', 'api/auth', 'api/members', 'graphql', 'admin', 'collab'])
      expect(rule).toMatch(new RegExp(`[(|]${family.replace('/', '\\/')}[|)]`));
    expect(rule).toContain('(?i)^/(');
    expect(rule).toContain('req.http.Authorization');
  });

  it('replaces only what lies between the marks', () => {
    const vcl = [
      'sub vcl_recv {',
      '    # kept',
      `    ${VCL_BEGIN}: old`,
      '    if (stale) {}',
      `    ${VCL_END}`,
      '    # kept too',
      '}',
    ].join('\n');
    const generated = withAudienceVcl(vcl);
    expect(generated).toContain('    # kept\n');
    expect(generated).toContain('    # kept too\n}');
    expect(generated).not.toContain('stale');
    expect(withAudienceVcl(generated)).toBe(generated);
  });

  it('refuses a VCL without the marks', () => {
    expect(() => withAudienceVcl('sub vcl_recv {}')).toThrow(/BEGIN audience/);
  });
});
