print("tablesnap")
