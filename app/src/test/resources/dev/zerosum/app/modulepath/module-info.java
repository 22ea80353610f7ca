// A library user's own module: it reads the zerosum jars from the module path (ModulePathIT).
module probe {
  requires dev.zerosum.core;
  requires dev.zerosum.registry;

  uses dev.zerosum.registry.GameModule;
}
