// Async boundary: Module Federation must negotiate shared singletons before React loads.
import('./bootstrap');
