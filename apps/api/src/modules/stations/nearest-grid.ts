import { EARTH_RADIUS_KM, type LatLng } from '@fuellinq/domain';

const RAD = Math.PI / 180;
/** Points per cell on average over the dense part: small cells, few candidates measured for nothing. */
const POINTS_PER_CELL = 2;
/** Up to this many points, one cell: measuring them all is as quick as anything. */
const FEW_POINTS = 64;
/** The dense part is between these quantiles of latitude and of longitude, widened by `WIDEN` each side. */
const QUANTILE = 0.01;
const WIDEN = 0.1;
/** A lower bound is shrunk by this much, more than the rounding of the arithmetic and of the packed keys. */
const BOUND_MARGIN = 1 - 1e-9;

/** The squared chord (straight line through the earth, radius 1) of a great-circle distance in km. */
export function chord2OfKm(km: number): number {
  const half = Math.min(Math.PI / 2, km / (2 * EARTH_RADIUS_KM));
  return 4 * Math.sin(half) ** 2;
}

/**
 * The candidates of one question, shared by every grid (one question at a time runs JavaScript): each key
 * is a squared chord with the point's index in the lowest bits of its mantissa, so sorting the keys sorts
 * the indices with them.
 */
let keys = new Float64Array(1024);
let keyWords = new Uint32Array(keys.buffer);
let answer = new Int32Array(64);

/** Adds a candidate: its squared chord, with its index in the lowest bits (a change far below the margin). */
function push(found: number, chord2: number, id: number, idMask: number): number {
  if (found === keys.length) {
    const grown = new Float64Array(2 * found);
    grown.set(keys);
    keys = grown;
    keyWords = new Uint32Array(keys.buffer);
  }
  keys[found] = chord2;
  // Little-endian: the low word of the mantissa comes first.
  keyWords[2 * found] = ((keyWords[2 * found]! & ~idMask) | id) >>> 0;
  return found + 1;
}

/** The points' bounding box. */
function boxOf(points: readonly LatLng[]) {
  let minLat = 90;
  let maxLat = -90;
  let minLng = 180;
  let maxLng = -180;
  for (const { lat, lng } of points) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  return points.length === 0
    ? { minLat: 0, maxLat: 0, minLng: 0, maxLng: 0 }
    : { minLat, maxLat, minLng, maxLng };
}

/**
 * Where most points are: between the 1st and 99th percentile of latitude and of longitude, widened by a
 * tenth each side. The cells are sized for the points in it; the few outside (the Caribbean Netherlands,
 * say) get a grid of their own, so that they neither stretch the cells nor make everything far.
 */
function denseBox(points: readonly LatLng[]) {
  const quantiles = (values: number[]) => {
    values.sort((a, b) => a - b);
    const low = values[Math.floor(QUANTILE * (values.length - 1))]!;
    const high = values[Math.ceil((1 - QUANTILE) * (values.length - 1))]!;
    const widen = (high - low) * WIDEN;
    return [low - widen, high + widen] as const;
  };
  const [minLat, maxLat] = quantiles(points.map((point) => point.lat));
  const [minLng, maxLng] = quantiles(points.map((point) => point.lng));
  return { minLat, maxLat, minLng, maxLng };
}

/**
 * The points nearest to a position on the sphere, from a uniform grid of cells over where they are
 * (decision 021). A position is compared with points by the squared chord between their unit vectors
 * (three subtractions, three products): it grows with the great-circle distance, so it orders them as the
 * distance does without a sine per point. The cells are visited in square rings around the position's cell
 * until the points found include `count` that are nearer than anything outside the rings can be, or the
 * rings hold the whole radius.
 *
 * The answer lives in an array the next question reuses (`NearestGrid.found`): read it before asking another.
 */
export class NearestGrid {
  private readonly minLat: number;
  private readonly minLng: number;
  private readonly maxLng: number;
  private readonly cellLat: number;
  private readonly cellLng: number;
  private readonly rows: number;
  private readonly cols: number;
  /** Where each cell's points start in `ids` and `xyz` (rows × cols + 1 offsets). */
  private readonly cellStart: Int32Array;
  /** The points' indices, cell by cell. */
  readonly ids: Int32Array;
  /** Their unit vectors, three numbers each, in the same order. */
  private readonly xyz: Float64Array;
  /** The points outside the dense part, in a grid of their own. */
  private readonly outliers: NearestGrid | undefined;
  /** A candidate's key holds its index in these lowest bits of the mantissa. */
  private readonly idMask: number;

  /** `ids` are the points' indices in the answers (their positions in `points` unless given). */
  constructor(points: readonly LatLng[], options: { ids?: Int32Array; idBits?: number } = {}) {
    const size = points.length;
    const idBits = options.idBits ?? Math.max(1, 32 - Math.clz32(size));
    if (idBits > 30) throw new Error('too many points for the nearest grid');
    this.idMask = 2 ** idBits - 1;
    const idOf = (i: number) => (options.ids ? options.ids[i]! : i);

    // The dense part, and the points outside it.
    let inside = Array.from(points.keys());
    let box = boxOf(points);
    if (size > FEW_POINTS) {
      const dense = denseBox(points);
      const within = ({ lat, lng }: LatLng) =>
        lat >= dense.minLat && lat <= dense.maxLat && lng >= dense.minLng && lng <= dense.maxLng;
      const outside = inside.filter((i) => !within(points[i]!));
      if (outside.length > 0) {
        inside = inside.filter((i) => within(points[i]!));
        box = boxOf(inside.map((i) => points[i]!));
        this.outliers = new NearestGrid(
          outside.map((i) => points[i]!),
          { ids: Int32Array.from(outside, idOf), idBits },
        );
      }
    }

    // Cells about square on the ground at the middle latitude, sized for POINTS_PER_CELL on average.
    const { minLat, maxLat, minLng, maxLng } = box;
    const widthFactor = Math.max(0.01, Math.cos(((minLat + maxLat) / 2) * RAD));
    const area = Math.max(1e-8, (maxLat - minLat) * (maxLng - minLng) * widthFactor);
    const cellLat =
      inside.length <= FEW_POINTS
        ? Math.max(1e-4, maxLat - minLat, (maxLng - minLng) * widthFactor) * 1.001
        : Math.max(1e-4, Math.sqrt((area * POINTS_PER_CELL) / inside.length));
    this.minLat = minLat;
    this.minLng = minLng;
    this.maxLng = maxLng;
    this.cellLat = cellLat;
    this.cellLng = cellLat / widthFactor;
    this.rows = Math.floor((maxLat - minLat) / this.cellLat) + 1;
    this.cols = Math.floor((maxLng - minLng) / this.cellLng) + 1;

    // Counting sort of the points into their cells.
    const cellOf = new Int32Array(inside.length);
    this.cellStart = new Int32Array(this.rows * this.cols + 1);
    inside.forEach((i, n) => {
      const { lat, lng } = points[i]!;
      const cell = this.rowOf(lat) * this.cols + this.colOf(lng);
      cellOf[n] = cell;
      this.cellStart[cell + 1]! += 1;
    });
    for (let cell = 0; cell < this.rows * this.cols; cell += 1)
      this.cellStart[cell + 1]! += this.cellStart[cell]!;
    const next = this.cellStart.slice(0, -1);
    this.ids = new Int32Array(size);
    this.xyz = new Float64Array(3 * inside.length);
    inside.forEach((i, n) => {
      const slot = next[cellOf[n]!]!++;
      const { lat, lng } = points[i]!;
      this.ids[slot] = idOf(i);
      const cosLat = Math.cos(lat * RAD);
      this.xyz[3 * slot] = cosLat * Math.cos(lng * RAD);
      this.xyz[3 * slot + 1] = cosLat * Math.sin(lng * RAD);
      this.xyz[3 * slot + 2] = Math.sin(lat * RAD);
    });
    // After the dense part's points, the outliers' in their own order: `ids` lists every point once.
    if (this.outliers) this.ids.set(this.outliers.ids, inside.length);
  }

  /** The points in the grid's order, cell by cell (row by row), each cell's in their given order. */
  static inCellOrder<T extends LatLng>(points: readonly T[]): T[] {
    return Array.from(new NearestGrid(points).ids, (i) => points[i]!);
  }

  private rowOf(lat: number): number {
    return Math.min(this.rows - 1, Math.floor((lat - this.minLat) / this.cellLat));
  }

  private colOf(lng: number): number {
    return Math.min(this.cols - 1, Math.floor((lng - this.minLng) / this.cellLng));
  }

  /** The answer of the last question: `NearestGrid.found[0 … n)` for the `n` that `nearest` returned. */
  static get found(): Int32Array {
    return answer;
  }

  /**
   * Finds the indices of at most `count` points within `radiusKm` of the position that pass `accept`, in
   * order of their squared chord, and returns how many (they are in `NearestGrid.found`, until the next
   * question). Points at nearly the same distance may come in either order: the caller measures the few it
   * keeps exactly.
   */
  nearest(position: LatLng, radiusKm: number, count: number, accept?: (index: number) => boolean): number {
    if (this.ids.length === 0 || count <= 0) return 0;
    const { lat, lng } = position;
    const cosLat = Math.cos(lat * RAD);
    const query = {
      lat,
      lng,
      x: cosLat * Math.cos(lng * RAD),
      y: cosLat * Math.sin(lng * RAD),
      z: Math.sin(lat * RAD),
      within: chord2OfKm(radiusKm),
      count,
      accept,
    };
    return this.take(this.collect(query, 0), count);
  }

  /** Adds this grid's candidates for the question to those found so far; returns how many there are now. */
  private collect(query: Query, found: number): number {
    // The outliers' nearest first: together with this grid's, they are the nearest of all.
    if (this.outliers) found = this.outliers.collect(query, found);
    const { lat, lng, count } = query;

    // More than half the globe apart in longitude (across the date line): the rings' bound does not hold,
    // so every point is measured.
    if (lng - this.minLng > 180 || this.maxLng - lng > 180) {
      for (let cell = 0; cell < this.rows * this.cols; cell += 1) found = this.visit(cell, query, found);
      return found;
    }

    const row = Math.floor((lat - this.minLat) / this.cellLat);
    const col = Math.floor((lng - this.minLng) / this.cellLng);
    // The first ring that reaches the grid (a position outside it starts there).
    const first = Math.max(0, -row, row - (this.rows - 1), -col, col - (this.cols - 1));
    for (let ring = first; ; ring += 1) {
      const top = row - ring;
      const bottom = row + ring;
      const left = col - ring;
      const right = col + ring;
      const fromCol = Math.max(0, left);
      const toCol = Math.min(this.cols - 1, right);
      for (let r = Math.max(0, top); r <= Math.min(this.rows - 1, bottom); r += 1) {
        if (r === top || r === bottom) {
          for (let c = fromCol; c <= toCol; c += 1) found = this.visit(r * this.cols + c, query, found);
        } else {
          if (left >= 0) found = this.visit(r * this.cols + left, query, found);
          if (right < this.cols) found = this.visit(r * this.cols + right, query, found);
        }
      }
      if (top <= 0 && bottom >= this.rows - 1 && left <= 0 && right >= this.cols - 1) return found;

      // Nothing outside the rings is nearer than this (as a squared chord, 4 × haversine's a): a point
      // beyond them in latitude differs by at least `dLat`; one beside them, at a latitude within them, by
      // at least `dLng` in longitude, at a latitude no nearer the equator than `pole`.
      const south = this.minLat + top * this.cellLat;
      const north = this.minLat + (bottom + 1) * this.cellLat;
      const dLat = Math.min(lat - south, north - lat) * RAD;
      const west = this.minLng + left * this.cellLng;
      const east = this.minLng + (right + 1) * this.cellLng;
      const dLng = Math.min(lng - west, east - lng) * RAD;
      const pole = Math.min(90, Math.max(Math.abs(south), Math.abs(north))) * RAD;
      const bound =
        4 * BOUND_MARGIN * Math.min(Math.sin(dLat / 2) ** 2, (Math.cos(pole) * Math.sin(dLng / 2)) ** 2);
      if (bound >= query.within) return found;
      if (found >= count) {
        let certain = 0;
        for (let i = 0; i < found; i += 1) if (keys[i]! <= bound) certain += 1;
        if (certain >= count) return keepWithin(found, bound);
      }
    }
  }

  /** Takes the points of one cell within the radius that pass `accept` as candidates; returns their count. */
  private visit(cell: number, query: Query, found: number): number {
    const { xyz, ids, idMask } = this;
    const { x, y, z, within, accept } = query;
    const end = this.cellStart[cell + 1]!;
    for (let slot = this.cellStart[cell]!; slot < end; slot += 1) {
      const dx = xyz[3 * slot]! - x;
      const dy = xyz[3 * slot + 1]! - y;
      const dz = xyz[3 * slot + 2]! - z;
      const chord2 = dx * dx + dy * dy + dz * dz;
      if (chord2 > within) continue;
      const id = ids[slot]!;
      if (accept && !accept(id)) continue;
      found = push(found, chord2, id, idMask);
    }
    return found;
  }

  /** Puts the `count` nearest candidates' indices in `answer`, nearest first; returns how many. */
  private take(found: number, count: number): number {
    const n = Math.min(found, count);
    const words = spreadSort(keys, found);
    if (answer.length < n) answer = new Int32Array(Math.max(n, 2 * answer.length));
    for (let i = 0; i < n; i += 1) answer[i] = words[2 * i]! & this.idMask;
    return n;
  }
}

interface Query {
  lat: number;
  lng: number;
  /** The position's unit vector. */
  x: number;
  y: number;
  z: number;
  /** The radius as a squared chord. */
  within: number;
  count: number;
  accept: ((index: number) => boolean) | undefined;
}

/**
 * Keeps the candidates no further than `bound` (as squared chords), at the front; returns how many. When
 * `count` of them are that near, the others cannot be among the `count` nearest: fewer to sort.
 */
function keepWithin(found: number, bound: number): number {
  let kept = 0;
  for (let i = 0; i < found; i += 1) if (keys[i]! <= bound) keys[kept++] = keys[i]!;
  return kept;
}

/** Below this many keys an insertion sort alone is quickest. */
const FEW_KEYS = 24;
/** `spreadSort`'s room: where each bucket starts, each key's bucket, the keys in order. */
let bucketStart = new Int32Array(256);
let bucketOf = new Int32Array(256);
let sorted = new Float64Array(256);
let sortedWords = new Uint32Array(sorted.buffer);

/**
 * Sorts `keys[0 … length)` (squared chords, never negative) in about linear time; returns the words of the
 * keys in order (of `keys` itself when short). The candidates lie about evenly over an area around the
 * position, so their squared distances lie about evenly between 0 and the largest: one bucket per key by
 * value, then an insertion sort of what is then nearly in order. At worst (all in one bucket) that
 * insertion sort does it alone.
 */
function spreadSort(keys: Float64Array, length: number): Uint32Array {
  if (length < FEW_KEYS) {
    insertionSort(keys, length);
    return keyWords;
  }
  let max = 0;
  for (let i = 0; i < length; i += 1) if (keys[i]! > max) max = keys[i]!;
  if (sorted.length < length) {
    bucketStart = new Int32Array(2 * length + 1);
    bucketOf = new Int32Array(2 * length);
    sorted = new Float64Array(2 * length);
    sortedWords = new Uint32Array(sorted.buffer);
  }
  const scale = max > 0 ? (length - 1) / max : 0;
  bucketStart.fill(0, 0, length + 1);
  for (let i = 0; i < length; i += 1) {
    const bucket = Math.floor(keys[i]! * scale);
    bucketOf[i] = bucket;
    bucketStart[bucket + 1]! += 1;
  }
  for (let b = 0; b < length; b += 1) bucketStart[b + 1]! += bucketStart[b]!;
  for (let i = 0; i < length; i += 1) sorted[bucketStart[bucketOf[i]!]!++] = keys[i]!;
  insertionSort(sorted, length);
  return sortedWords;
}

/** Sorts `keys[0 … length)` in place by insertion: quick when short or nearly in order. */
function insertionSort(keys: Float64Array, length: number): void {
  for (let i = 1; i < length; i += 1) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j -= 1;
    }
    keys[j + 1] = key;
  }
}
