/**
 * Storage-format bodies for the history cases of the demo world: pages whose versions differ in
 * structure (a table dropped, paragraphs reworded, a macro added), so comparing two versions shows
 * more than a changed sentence.
 */

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const OWNERS = ['Marketing operations', 'Brand team', 'Web team', 'Field marketing'] as const;
const CHANNELS = ['Newsletter', 'Webinar', 'Paid search', 'Partner event', 'Social'] as const;

function table(rows: Array<readonly string[]>): string {
  const [head, ...body] = rows;
  const headRow = `<tr>${(head ?? []).map((cell) => `<th>${escapeXml(cell)}</th>`).join('')}</tr>`;
  const bodyRows = body.map((row) => `<tr>${row.map((cell) => `<td>${escapeXml(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><tbody>${headRow}${bodyRows}</tbody></table>`;
}

function infoMacro(text: string): string {
  return `<ac:structured-macro ac:name="info" ac:schema-version="1"><ac:rich-text-body><p>${escapeXml(text)}</p></ac:rich-text-body></ac:structured-macro>`;
}

/** What a hand-kept page looked like before the automation run: a plan with a table of channels. */
export function curatedBody(title: string, index: number): string {
  const owner = OWNERS[index % OWNERS.length] ?? OWNERS[0];
  const rows: Array<readonly string[]> = [
    ['Channel', 'Owner', 'Budget'],
    ...[0, 1, 2].map((offset) => {
      const channel = CHANNELS[(index + offset) % CHANNELS.length] ?? CHANNELS[0];
      return [channel, OWNERS[(index + offset + 1) % OWNERS.length] ?? owner, `${(index + offset + 2) * 1500} EUR`] as const;
    }),
  ];
  return [
    `<h2>${escapeXml(title)}</h2>`,
    `<p>${escapeXml(owner)} keeps this page up to date. It was last reviewed at the planning meeting.</p>`,
    '<h3>Channels</h3>',
    table(rows),
    '<h3>Open questions</h3>',
    '<ul><li><p>Which launch date do we announce first?</p></li><li><p>Who signs off the final copy?</p></li></ul>',
    `<p>Questions about the ${escapeXml(title.toLowerCase())} go to the team channel.</p>`,
  ].join('');
}

/** What the misconfigured sync wrote over it: the intro replaced, the table gone, a banner added. */
export function automationBody(title: string): string {
  return [
    infoMacro('This page is managed by the content sync. Edits made here are overwritten.'),
    `<h2>${escapeXml(title)}</h2>`,
    '<p>Content imported from the campaign tracker.</p>',
    '<h3>Open questions</h3>',
    '<ul><li><p>Which launch date do we announce first?</p></li><li><p>Who signs off the final copy?</p></li></ul>',
    '<p>No channels were found in the tracker for this page.</p>',
  ].join('');
}

/** A person fixing one page by hand after the run, on top of what the sync wrote. */
export function followUpBody(title: string): string {
  return `${automationBody(title)}<p>Budget figures are back in the spreadsheet linked from the team page until this page is fixed.</p>`;
}

/** The report page the run created itself. */
export function runReportBody(updated: number): string {
  return [
    '<h2>Content sync report</h2>',
    `<p>The content sync updated ${updated} pages from the campaign tracker.</p>`,
    '<ul><li><p>Source: campaign tracker</p></li><li><p>Mode: overwrite</p></li></ul>',
  ].join('');
}

/**
 * The versions of the showcase page in the Engineering space: each one changes structure as well as
 * words, one carries a script, an event handler and a remote image that a viewer must never run or load.
 */
export const SHOWCASE_VERSIONS: ReadonlyArray<{ title: string; message: string; body: string }> = [
  {
    title: 'Mobile release checklist (draft)',
    message: '',
    body: [
      '<h2>Before the release</h2>',
      '<p>Freeze the release branch on Monday morning.</p>',
      '<p>Run the full regression suite and attach the report.</p>',
      '<ul><li><p>Update the changelog</p></li><li><p>Tag the build</p></li></ul>',
    ].join(''),
  },
  {
    title: 'Mobile release checklist',
    message: 'Renamed and added the sign-off table',
    body: [
      '<h2>Before the release</h2>',
      '<p>Freeze the release branch on Monday morning.</p>',
      '<p>Run the full regression suite and attach the report to this page.</p>',
      '<ul><li><p>Update the changelog</p></li><li><p>Tag the build</p></li></ul>',
      '<h2>Sign-off</h2>',
      table([
        ['Area', 'Owner', 'Signed'],
        ['Backend', 'Platform team', 'yes'],
        ['Apps', 'Mobile team', 'no'],
      ]),
    ].join(''),
  },
  {
    title: 'Mobile release checklist',
    message: 'Added the rollback steps and the status macro',
    body: [
      infoMacro('Ask in #releases before you start.'),
      '<h2>Before the release</h2>',
      '<p>Freeze the release branch on Monday morning.</p>',
      '<p>Run the full regression suite and attach the report to this page.</p>',
      '<ul><li><p>Update the changelog</p></li><li><p>Tag the build</p></li><li><p>Warn support</p></li></ul>',
      '<h2>Sign-off</h2>',
      table([
        ['Area', 'Owner', 'Signed'],
        ['Backend', 'Platform team', 'yes'],
        ['Apps', 'Mobile team', 'yes'],
      ]),
      '<h2>Rolling back</h2>',
      '<ac:structured-macro ac:name="code" ac:schema-version="1"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[deploy rollback --to previous]]></ac:plain-text-body></ac:structured-macro>',
      '<p><ac:image><ri:attachment ri:filename="release-flow.png" /></ac:image></p>',
    ].join(''),
  },
  {
    title: 'Mobile release checklist',
    message: 'Pasted the dashboard from the vendor',
    body: [
      infoMacro('Ask in #releases before you start.'),
      '<h2>Before the release</h2>',
      '<p>Freeze the release branch on Tuesday morning.</p>',
      '<p>Run the full regression suite and attach the report to this page.</p>',
      '<ul><li><p>Update the changelog</p></li><li><p>Tag the build</p></li><li><p>Warn support</p></li></ul>',
      '<h2>Sign-off</h2>',
      table([
        ['Area', 'Owner', 'Signed'],
        ['Backend', 'Platform team', 'yes'],
        ['Apps', 'Mobile team', 'yes'],
      ]),
      '<h2>Rolling back</h2>',
      '<ac:structured-macro ac:name="code" ac:schema-version="1"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[deploy rollback --to previous]]></ac:plain-text-body></ac:structured-macro>',
      '<p><ac:image><ri:attachment ri:filename="release-flow.png" /></ac:image></p>',
      '<h2>Dashboard</h2>',
      '<p>Live numbers: <img src="https://tracker.example.com/pixel.gif" onerror="alert(1)" /> <a href="javascript:alert(2)">open the dashboard</a></p>',
      '<script>document.title = "hacked"</script>',
      '<p><ac:image><ri:url ri:value="https://images.example.com/dashboard.png" /></ac:image></p>',
    ].join(''),
  },
];
