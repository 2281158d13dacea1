print("placepicker-bench: not yet built")
