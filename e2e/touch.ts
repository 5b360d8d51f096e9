// What a finger cannot hit or an eye cannot read on a tablet: controls whose visible box is under
// 44 × 44 px and text under 11 px (the theme's promise, checked by the touch-target spec on the
// board and by the accessibility spec on every page).
import type { Locator } from "@playwright/test";

const MIN_TARGET = 44;
const MIN_FONT = 11;

export type TouchFinding = { what: string; width?: number; height?: number; fontSize?: number };

/**
 * What is too small inside `scope`: each visible control's box, clipped by every ancestor that
 * clips (a label half scrolled out of its seat shows only half a target), and each visible text's
 * computed size. A checkbox counts with its label, or with its table row when a tap on the row
 * ticks it (the caller checks that separately).
 */
export async function tooSmall(scope: Locator): Promise<TouchFinding[]> {
  return scope.evaluate(
    (root, { minTarget, minFont }) => {
      const SELECTOR =
        'button, a[href], input[type=checkbox], [role=button], [role=checkbox], [role=tab], select, [draggable="true"], [data-group-id][role=button]';
      const clips = (el: Element) => {
        const style = getComputedStyle(el);
        return [style.overflowX, style.overflowY].some((v) => v !== "visible");
      };
      /** The element's box, cut by each clipping ancestor's padding box; null when nothing shows. */
      const visibleBox = (el: Element) => {
        const r = el.getBoundingClientRect();
        let left = r.left;
        let top = r.top;
        let right = r.right;
        let bottom = r.bottom;
        for (
          let a = el.parentElement;
          a && a !== document.body && a !== document.documentElement;
          a = a.parentElement
        ) {
          if (!clips(a)) continue;
          const b = a.getBoundingClientRect();
          left = Math.max(left, b.left + a.clientLeft);
          top = Math.max(top, b.top + a.clientTop);
          right = Math.min(right, b.left + a.clientLeft + a.clientWidth);
          bottom = Math.min(bottom, b.top + a.clientTop + a.clientHeight);
        }
        // Off the screen sideways (a folded navigation) is not shown.
        left = Math.max(left, 0);
        right = Math.min(right, window.innerWidth);
        if (right - left <= 1 || bottom - top <= 1) return null;
        return { left, top, right, bottom };
      };
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest("[inert]");
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(
          el.getAttribute("aria-label") ??
          (el as HTMLElement).innerText ??
          ""
        )
          .trim()
          .slice(0, 40)}"`;
      const findings: { what: string; width?: number; height?: number; fontSize?: number }[] = [];

      for (const el of Array.from(root.querySelectorAll(SELECTOR))) {
        if (!shown(el) && !(el instanceof HTMLInputElement)) continue;
        let target: Element = el;
        if (el instanceof HTMLInputElement && el.type === "checkbox") {
          // Mantine draws the box over the input; the tap target is the box with its label or row.
          const row = el.closest("tr[data-row-toggle]");
          const label = el.closest("label") ?? el.closest(".mantine-Checkbox-body");
          target = row ?? label ?? el;
        }
        const box = visibleBox(target);
        if (!box) continue;
        const width = Math.round(box.right - box.left);
        const height = Math.round(box.bottom - box.top);
        if (width < minTarget || height < minTarget)
          findings.push({ what: name(el), width, height });
      }

      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
        seen.add(parent);
        if (parent.closest("script, style, svg, title")) continue;
        if (!shown(parent) || !visibleBox(parent)) continue;
        const fontSize = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (fontSize < minFont)
          findings.push({ what: `text "${node.textContent.trim()}"`, fontSize });
      }
      return findings;
    },
    { minTarget: MIN_TARGET, minFont: MIN_FONT },
  );
}
