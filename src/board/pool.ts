/** A free list of reusable objects (counter sprites): taking one never allocates if one is free. */
export class Pool<T> {
  private readonly free: T[] = [];

  constructor(private readonly create: () => T) {}

  get(): T {
    return this.free.pop() ?? this.create();
  }

  release(item: T): void {
    this.free.push(item);
  }
}
