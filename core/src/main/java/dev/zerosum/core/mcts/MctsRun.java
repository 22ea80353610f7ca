package dev.zerosum.core.mcts;

import dev.zerosum.core.Score;
import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One Monte Carlo search: the tree its threads share (or, parallel at the root, a tree per thread,
 * merged at the end), the budget they draw simulations from, and the flag that stops them all. With
 * one thread the caller's thread does the work, so that a seed repeats the search exactly; with
 * more, the caller's thread is one of them.
 */
final class MctsRun<S, A> {
  private static final int CLAIM_BATCH = 64; // simulations a thread takes from the budget at once

  private final MctsSearch<S, A> search;
  private final MctsNode<S, A> root;
  private final StopCondition stop;
  private final long maxSimulations;
  private final long maxNodes;
  private final AtomicLong claimed = new AtomicLong();
  private final AtomicLong nodes;
  private final AtomicReference<Throwable> failure = new AtomicReference<>();
  private volatile boolean done;
  private volatile boolean stopped; // the stop condition ended the run

  MctsRun(MctsSearch<S, A> search, MctsNode<S, A> root, long treeNodes, StopCondition stop) {
    this.search = search;
    this.root = root;
    this.stop = stop;
    this.maxSimulations = search.maxSimulations;
    this.maxNodes = search.maxNodes;
    this.nodes = new AtomicLong(treeNodes);
  }

  /** Runs the workers to the end and returns the simulations they ran together. */
  long execute() {
    int threads = search.threads;
    boolean byRoot = search.parallelism == MctsSearch.Parallelism.ROOT;
    long[] seeds = new long[threads];
    seeds[0] = search.seed;
    SplittableRandom moreSeeds = new SplittableRandom(~search.seed);
    for (int i = 1; i < threads; i++) {
      seeds[i] = moreSeeds.nextLong();
    }
    @SuppressWarnings("unchecked")
    MctsNode<S, A>[] roots = (MctsNode<S, A>[]) new MctsNode<?, ?>[threads];
    long[] simulations = new long[threads]; // each thread writes its own, once, at the end
    List<Thread> helpers = new ArrayList<>();
    for (int i = 1; i < threads; i++) {
      int index = i;
      Thread helper =
          new Thread(() -> work(index, byRoot, seeds[index], roots, simulations), "mcts-" + i);
      helper.setDaemon(true);
      helpers.add(helper);
      helper.start();
    }
    work(0, byRoot, seeds[0], roots, simulations);
    for (Thread helper : helpers) {
      joinUninterruptibly(helper);
    }
    Throwable failed = failure.get();
    if (failed instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failed instanceof Error error) {
      throw error;
    }
    if (byRoot && threads > 1) {
      mergeIntoFirst(roots);
    }
    long total = 0;
    for (long count : simulations) {
      total += count;
    }
    return total;
  }

  /**
   * Runs worker {@code index} on the calling thread. What a worker writes at every simulation (its
   * generator, its path, its counters, a root of its own) is made here, by the thread that writes
   * it, so that it lies in memory of its own: two threads writing one cache line would each wait
   * for the other's at every move of a playout.
   */
  private void work(
      int index, boolean byRoot, long seed, MctsNode<S, A>[] roots, long[] simulations) {
    MctsWorker<S, A> worker = null;
    try {
      MctsNode<S, A> own =
          index == 0 || !byRoot
              ? root
              : MctsNode.of(search.game, root.state, root.move, search.maxUtility);
      roots[index] = own;
      boolean shared = search.threads > 1 && !byRoot;
      worker = new MctsWorker<>(this, search, own, shared, new SplittableRandom(seed));
      worker.work();
    } catch (RuntimeException | Error failed) {
      failure.compareAndSet(null, failed);
      done = true;
    } finally {
      simulations[index] = worker == null ? 0 : worker.simulations();
    }
  }

  /**
   * Merges the other threads' trees into the first at its root's moves, as root parallelisation
   * does: a move's visits, results and proofs are added up; a move only another tree tried comes
   * with its subtree; the rest of the other trees is let go.
   */
  private void mergeIntoFirst(MctsNode<S, A>[] roots) {
    for (int t = 1; t < roots.length; t++) {
      MctsNode<S, A> other = roots[t];
      root.add(other.visits(), other.scaledValueSum(), false);
      for (int i = 0; i < other.expanded(); i++) {
        MctsNode<S, A> child = other.child(i);
        MctsNode<S, A> mine = root.childOf(child.move);
        if (mine == null) {
          root.adopt(search.game, child);
        } else {
          mine.add(child.visits(), child.scaledValueSum(), false);
          mine.tighten(child.bounds());
        }
      }
    }
    root.refreshBounds(Score.ofTerminal(search.maxUtility, 0) - 1);
    nodes.set(root.subtreeSize());
  }

  private static void joinUninterruptibly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException again) {
        interrupted = true; // the helper stops by itself soon: the run is done or failed
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  MctsNode<S, A> root() {
    return root;
  }

  int threads() {
    return search.threads;
  }

  boolean done() {
    return done;
  }

  /** Stops every worker after its current simulation. */
  void finish() {
    done = true;
  }

  /** Returns true when the stop condition says the time is up, and remembers that it did. */
  boolean stopRequested() {
    if (stop.shouldStop()) {
      stopped = true;
      return true;
    }
    return false;
  }

  /** Returns true when the stop condition, rather than the iterations or a proof, ended the run. */
  boolean stopped() {
    return stopped;
  }

  /** Takes up to a batch of simulations from the budget; returns how many, 0 when it is spent. */
  long claim() {
    long first = claimed.getAndAdd(CLAIM_BATCH);
    return Math.max(0, Math.min(CLAIM_BATCH, maxSimulations - first));
  }

  /**
   * Returns true while the tree may grow, counting {@code pending} nodes a worker has made and not
   * yet added to the count.
   */
  boolean hasRoomForNodes(long pending) {
    return nodes.get() + pending < maxNodes;
  }

  /** Adds {@code created} nodes to the count of the tree. */
  void countNodes(long created) {
    if (created != 0) {
      nodes.addAndGet(created);
    }
  }

  /** Returns the nodes of the tree, as counted. */
  long nodes() {
    return nodes.get();
  }
}
