import type { Finding, FindingKind, OffboardProduct } from '../../../../../app/contract/offboarding/leavers.channels';
import { kindCountWords, PRODUCTS, productOf, productWords } from '../shared/findingWords';

export interface FindingGroup {
  product: OffboardProduct;
  /** "Confluence: 3 pages and blog posts they own, 1 restriction naming them". */
  heading: string;
  findings: Finding[];
}

/** The kinds in the order a heading counts them. */
const KIND_ORDER: readonly FindingKind[] = ['account', 'token', 'owner', 'restriction', 'spaceAdmin', 'schemeRecipient', 'projectLead'];

/** A leaver's findings by product (Admin, Confluence, Jira), each headed by its counts per kind; empty products left out. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const byProduct = new Map<OffboardProduct, Finding[]>();
  for (const finding of findings) {
    const product = productOf(finding.kind);
    const list = byProduct.get(product) ?? [];
    list.push(finding);
    byProduct.set(product, list);
  }
  return PRODUCTS.flatMap((product) => {
    const list = byProduct.get(product);
    if (!list) return [];
    const counts = new Map<FindingKind, number>();
    for (const finding of list) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
    const words = KIND_ORDER.flatMap((kind) => {
      const count = counts.get(kind);
      return count === undefined ? [] : [kindCountWords(kind, count)];
    });
    return [{ product, heading: `${productWords[product]}: ${words.join(', ')}`, findings: list }];
  });
}
