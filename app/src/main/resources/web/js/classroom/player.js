// Steps through a recorded search: forward, back, to the start or the end, or on its own at a
// chosen speed. Keys, while the classroom has the focus: → and ← a step, Home and End, space to
// play or pause, + and − to zoom, 0 to fit the tree.

export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64]; // steps a second

export class Player {
  // ON: { show(step) } is called with every step taken.
  constructor(on) {
    this.on = on;
    this.step = 0;
    this.steps = 1;
    this.speed = 2;
    this.timer = 0;
  }

  load(steps, step = 0) {
    this.pause();
    this.steps = steps;
    this.go(step);
  }

  go(step) {
    this.step = Math.max(0, Math.min(this.steps - 1, step));
    this.on.show(this.step);
    if (this.step === this.steps - 1) this.pause();
  }

  forward() { this.go(this.step + 1); }
  back() { this.go(this.step - 1); }
  start() { this.go(0); }
  end() { this.go(this.steps - 1); }

  get playing() { return this.timer !== 0; }

  play() {
    if (this.playing) return;
    if (this.step === this.steps - 1) this.go(0); // play again from the start
    const tick = () => {
      this.timer = setTimeout(() => {
        this.timer = 0;
        this.go(this.step + 1);
        if (this.step < this.steps - 1) tick();
        this.on.playing?.(this.playing);
      }, 1000 / SPEEDS[this.speed]);
    };
    tick();
    this.on.playing?.(true);
  }

  pause() {
    if (!this.playing) return;
    clearTimeout(this.timer);
    this.timer = 0;
    this.on.playing?.(false);
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }
}
