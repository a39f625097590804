export { CpuPool, CPU_DEFAULTS, cpuTask, type CpuPoolOptions, type CpuTask } from './cpu-pool';
export { CpuSlices, type CpuSlicesOptions } from './slices';
export { taskModuleUrl } from './task-module';
export { TooComplexError } from './too-complex';
