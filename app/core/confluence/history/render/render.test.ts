import { describe, expect, it } from 'vitest';
import { SHOWCASE_VERSIONS } from '../../../../sandbox/areas/confluence/data/history-bodies';
import { renderVersion } from '../compare/version-tasks';

const unsafe = SHOWCASE_VERSIONS[SHOWCASE_VERSIONS.length - 1]!.body;

describe('a version turned into safe HTML', () => {
  it('keeps the words and structure of the page', () => {
    const { html, notes } = renderVersion('<h2>Plan</h2><p>Freeze on <strong>Monday</strong>.</p><table><tbody><tr><th>Area</th></tr><tr><td>Apps</td></tr></tbody></table><ul><li><p>One</p></li></ul>');
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain('<strong>Monday</strong>');
    expect(html).toContain('<td>Apps</td>');
    expect(html).toContain('<li><p>One</p></li>');
    expect(notes).toEqual([]);
  });

  it('never carries a script, an event handler, a javascript: link or a remote image, and says what was left out', () => {
    const { html, notes } = renderVersion(unsafe);
    expect(html).not.toMatch(/<script|onerror|javascript:|<img|https:\/\/tracker|src=/i);
    expect(html).toContain('Image from tracker.example.com (not loaded)');
    expect(html).toContain('Image from images.example.com (not loaded)');
    expect(html).toContain('Image: release-flow.png');
    expect(notes.some((note) => note.includes('scripts'))).toBe(true);
    expect(notes).toContain('Images are named, not loaded.');
    expect(notes.some((note) => note.includes('damaged'))).toBe(false);
  });

  it('shows macros as labelled boxes: panels keep their text, code keeps its lines, others are named', () => {
    const { html } = renderVersion(
      '<ac:structured-macro ac:name="info"><ac:rich-text-body><p>Ask first.</p></ac:rich-text-body></ac:structured-macro>' +
        '<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[a < b && c]]></ac:plain-text-body></ac:structured-macro>' +
        '<ac:structured-macro ac:name="toc"><ac:parameter ac:name="maxLevel">2</ac:parameter></ac:structured-macro>' +
        '<ac:structured-macro ac:name="html"><ac:plain-text-body><![CDATA[<script>alert(1)</script>]]></ac:plain-text-body></ac:structured-macro>',
    );
    expect(html).toContain('class="cf-panel cf-panel-info"');
    expect(html).toContain('Info panel');
    expect(html).toContain('<p>Ask first.</p>');
    expect(html).toContain('a &lt; b &amp;&amp; c');
    expect(html).toContain('Table of contents');
    expect(html).toContain('maxLevel: 2');
    expect(html).toContain('Raw HTML');
    expect(html).not.toContain('<script');
  });

  it('reads damaged markup as well as it can and says so, instead of showing nothing', () => {
    const { html, notes } = renderVersion('<p>Imported <b>bold <i>nested</p><table><tr><td>Owner<td>IT</div><p>Contact &bogus; desk');
    expect(html).toContain('Owner');
    expect(html).toContain('Contact');
    expect(notes.some((note) => note.includes('damaged'))).toBe(true);
  });

  it('refuses to render a version over the size limit with a note, and says when a version is empty', () => {
    const huge = renderVersion(`<p>${'x'.repeat(3 * 1024 * 1024 + 10)}</p>`);
    expect(huge.html).toBe('');
    expect(huge.notes[0]).toMatch(/^This version's page markup is 3\.0 MB, more than Orgdesk shows at once/);
    expect(renderVersion('  ').notes).toEqual(['This version has no content.']);
  });

  it('opens page layouts and keeps task lists, links and template variables readable', () => {
    const { html } = renderVersion(
      '<ac:layout><ac:layout-section><ac:layout-cell><p>Left</p></ac:layout-cell><ac:layout-cell><p>Right <ac:link><ri:page ri:content-title="Other page" /></ac:link></p></ac:layout-cell></ac:layout-section></ac:layout>' +
        '<ac:task-list><ac:task><ac:task-status>complete</ac:task-status><ac:task-body>Done thing</ac:task-body></ac:task></ac:task-list><p><at:var at:name="owner" /> owns it</p>',
    );
    expect(html).toContain('<p>Left</p><p>Right <span class="cf-link">Other page</span></p>');
    expect(html).toContain('☑ Done thing');
    expect(html).toContain('[owner]');
  });
});
