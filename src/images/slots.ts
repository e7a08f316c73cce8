export { slots, slotsOfSection, variantWidths, largestWidth };
export type { SlotName, Slot };

/** The places a picture is shown, each with how wide it is drawn. */
type SlotName = 'hero' | 'card' | 'gallery' | 'compare' | 'projects' | 'text';

interface Slot {
  /** Name an editor reads in a warning. */
  label: string;
  /** The `sizes` attribute: how wide the picture is drawn at each screen width (from the section's CSS). */
  sizes: string;
  /** The widest the layout ever draws it, in device pixels (CSS width times a 2x screen): no larger variant is made. */
  widest: number;
  /** Narrower than this the picture looks blurred on a phone (device pixels): the check warns. */
  needs: number;
}

// Widths follow the page columns (75rem at most, 1rem padding, a 22rem sidebar from 62em) and each section's grid.
const slots: Record<SlotName, Slot> = {
  hero: {
    label: 'the hero picture',
    sizes: '(min-width: 75rem) 33rem, (min-width: 56rem) 44vw, calc(100vw - 2rem)',
    widest: 1280,
    needs: 800,
  },
  card: {
    label: 'a card picture',
    sizes: '(min-width: 75rem) 17rem, (min-width: 60rem) 28vw, (min-width: 36rem) 45vw, calc(100vw - 2rem)',
    widest: 960,
    needs: 640,
  },
  gallery: {
    label: 'a gallery thumbnail',
    sizes: '(min-width: 72rem) 11rem, (min-width: 48rem) 22vw, calc(50vw - 1.5rem)',
    widest: 540,
    needs: 360,
  },
  compare: {
    label: 'the full-screen before/after comparison',
    sizes: '(orientation: portrait) calc(100vw - 2rem), calc(50vw - 1.5rem)',
    widest: 1600,
    needs: 1024,
  },
  projects: {
    label: 'a picture in the projects strip',
    sizes: '(min-width: 62em) 10rem, (min-width: 40rem) 24vw, calc(50vw - 1.5rem)',
    widest: 540,
    needs: 360,
  },
  text: {
    label: 'a picture beside text',
    sizes: '(min-width: 48rem) 22rem, calc(100vw - 2rem)',
    widest: 960,
    needs: 640,
  },
};

// The section types that show pictures, and where.
const bySection: Record<string, SlotName[]> = {
  hero: ['hero'],
  cards: ['card'],
  gallery: ['gallery', 'compare'],
  projects: ['projects'],
  text: ['text'],
};

function slotsOfSection(type: string): SlotName[] {
  return bySection[type] ?? ['text'];
}

// Steps close enough that the browser never fetches much more than it draws: a 380-412 px wide phone at 1.75x
// takes 680 for the hero or a card (800 would be twice what it draws), 360 for a thumbnail. No 640 beside 680: each
// step is an entry in every srcset of the page, and 640 saved a 360 px phone a few kilobytes at most.
const ladder = [360, 480, 680, 800, 960, 1280, 1600];

/** The variant widths of a picture `natural` pixels wide shown in `used`: never upscaled, never wider than shown. */
function variantWidths(natural: number, used: readonly SlotName[]): number[] {
  const top = Math.min(natural, largestWidth(used));
  const widths = ladder.filter((width) => width < top * 0.9);
  return [...widths, top];
}

function largestWidth(used: readonly SlotName[]): number {
  return Math.max(...used.map((name) => slots[name].widest));
}
