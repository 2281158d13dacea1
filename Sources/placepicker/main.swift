print("placepicker: not yet built")
